import type { FastifyInstance } from 'fastify';
import { couponInputSchema, todayIn } from '@hillnest/domain';
import { replyWithCachedJson } from '../../lib/read-cache';
import { parseInput } from '../../lib/validate';
import { createCoupon, listAllCoupons, listUsableCoupons, removeCoupon } from './service';

export default async function couponRoutes(app: FastifyInstance) {
  const today = () => todayIn(app.config.PROPERTY_TIMEZONE);
  const deps = { db: app.db, cache: app.readCache };

  /** Coupons a guest can use today: 'Offers For You' and the booking page. */
  app.get('/api/coupons', { config: { access: 'public' } }, async (_request, reply) => {
    replyWithCachedJson(reply);
    return listUsableCoupons(deps, today());
  });

  /** Every coupon, expired ones too: the admin's Review Coupons list. */
  app.get('/api/coupons/all', { config: { access: 'admin' } }, async () => listAllCoupons(app.db));

  app.post('/api/coupons', { config: { access: 'admin' } }, async (request, reply) => {
    const input = parseInput(couponInputSchema, request.body);
    return reply.status(201).send(await createCoupon(deps, input, today()));
  });

  app.delete<{ Params: { id: string } }>('/api/coupons/:id', { config: { access: 'admin' } }, async (request, reply) => {
    await removeCoupon(deps, request.params.id);
    return reply.status(204).send();
  });
}
