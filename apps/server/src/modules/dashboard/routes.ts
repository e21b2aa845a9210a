/** Owner dashboard routes (issue 6), for the administrator only; the answers are never cached. */
import type { FastifyInstance } from 'fastify';
import { calendarQuerySchema } from '@hillnest/domain';
import { parseInput } from '../../lib/validate';
import { getDashboard, getPropertyCalendar, type DashboardContext } from './service';

type HotelParams = { Params: { id: string } };

export default async function dashboardRoutes(app: FastifyInstance) {
  const ctx: DashboardContext = { db: app.db, timeZone: app.config.PROPERTY_TIMEZONE };

  app.get('/api/admin/dashboard', { config: { access: 'admin' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return getDashboard(ctx);
  });

  /** ?month=YYYY-MM (default: this month) → { hotelId, month, days: [{ date, state: booked|held|free }] }. */
  app.get<HotelParams>('/api/admin/hotels/:id/calendar', { config: { access: 'admin' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getPropertyCalendar(ctx, request.params.id, parseInput(calendarQuerySchema, request.query));
  });
}
