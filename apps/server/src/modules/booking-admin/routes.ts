/** The administrator's bookings list, its CSV export and a booking's page (issue 20). Never cached. */
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/contract';
import { exportAdminBookings, getAdminBooking, listAdminBookings } from './service';

export default async function bookingAdminRoutes(app: FastifyInstance) {
  route(app, 'GET /api/admin/bookings', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return listAdminBookings(app.deps, request.query);
  });

  route(app, 'GET /api/admin/bookings/export.csv', async (request, reply) => {
    const { csv, truncated } = await exportAdminBookings(app.deps, request.query);
    const stamp = app.deps.now().toISOString().slice(0, 10);
    reply
      .header('cache-control', 'no-store')
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="bookings-${stamp}.csv"`);
    if (truncated) reply.header('x-export-truncated', 'true');
    return reply.send(csv);
  });

  route(app, 'GET /api/admin/bookings/:id', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getAdminBooking(app.deps, request.params.id);
  });
}
