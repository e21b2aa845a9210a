/** Owner dashboard routes (issue 6), for the administrator only; the answers are never cached. */
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/contract';
import { getDashboard, getDashboardMoney, getPropertyCalendar, getToday } from './service';

export default async function dashboardRoutes(app: FastifyInstance) {
  route(app, 'GET /api/admin/dashboard', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return getDashboard(app.deps);
  });

  route(app, 'GET /api/admin/dashboard/money', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return getDashboardMoney(app.deps);
  });

  route(app, 'GET /api/admin/today', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getToday(app.deps, { https: request.protocol === 'https' });
  });

  /** ?month=YYYY-MM (default: this month) → { hotelId, month, days: [{ date, state: booked|held|free }] }. */
  route(app, 'GET /api/admin/hotels/:id/calendar', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getPropertyCalendar(app.deps, request.params.id, request.query);
  });
}
