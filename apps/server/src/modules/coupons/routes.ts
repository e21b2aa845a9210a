import type { FastifyInstance } from 'fastify';
import { todayIn } from '@hillnest/domain';
import { publicRead, route } from '../../lib/contract';
import { createCoupon, editCoupon, listAllCoupons, listUsableCoupons, removeCoupon } from './service';

export default async function couponRoutes(app: FastifyInstance) {
  const today = () => todayIn(app.config.PROPERTY_TIMEZONE);
  const deps = app.deps;

  /** Coupons a guest can use today: 'Offers For You' and the booking page. */
  publicRead(app, 'GET /api/coupons', {}, async () => listUsableCoupons(deps, today()));

  /** Every coupon, expired ones too: the admin's Review Coupons list. */
  route(app, 'GET /api/coupons/all', async () => listAllCoupons(app.deps));

  route(app, 'POST /api/coupons', async (request) => createCoupon(deps, request.body, today()));

  route(app, 'PUT /api/coupons/:id', async (request) => editCoupon(deps, request.params.id, request.body, today()));

  route(app, 'DELETE /api/coupons/:id', async (request) => removeCoupon(deps, request.params.id));
}
