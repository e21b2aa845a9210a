import type { FastifyInstance } from 'fastify';
import { publicRead, route } from '../../lib/contract';
import { createCoupon, editCoupon, listAllCoupons, listUsableCoupons, removeCoupon } from './service';

export default async function couponRoutes(app: FastifyInstance) {
  /** Coupons a guest can use today: 'Offers For You' and the booking page. */
  publicRead(app, 'GET /api/coupons', {}, async () => listUsableCoupons(app.deps));

  /** Every coupon, expired ones too: the admin's Review Coupons list. */
  route(app, 'GET /api/coupons/all', async () => listAllCoupons(app.deps));

  route(app, 'POST /api/coupons', async (request) => createCoupon(app.deps, request.body));

  route(app, 'PUT /api/coupons/:id', async (request) => editCoupon(app.deps, request.params.id, request.body));

  route(app, 'DELETE /api/coupons/:id', async (request) => removeCoupon(app.deps, request.params.id));
}
