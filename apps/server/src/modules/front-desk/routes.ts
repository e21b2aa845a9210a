/** The owner's front desk (issue 36). HTTP only: every rule lives in service.ts. Never cached. */
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/contract';
import {
  addBookingNote,
  changeDeskStay,
  changeGuestDates,
  createDeskBooking,
  getDeskCalendar,
  getDeskChangeQuote,
  getGuestChangeQuote,
  markStay,
} from './service';

export default async function frontDeskRoutes(app: FastifyInstance) {
  route(app, 'GET /api/admin/desk/calendar', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getDeskCalendar(app.deps, request.query);
  });

  route(app, 'POST /api/admin/bookings', async (request) => createDeskBooking(app.deps, request.body));

  route(app, 'GET /api/admin/bookings/:id/change', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getDeskChangeQuote(app.deps, request.params.id, request.query);
  });

  route(app, 'POST /api/admin/bookings/:id/dates', async (request) =>
    changeDeskStay({ ...app.deps, log: request.log }, request.params.id, request.body, request.auth!.email),
  );

  route(app, 'POST /api/admin/bookings/:id/stay', async (request) =>
    markStay({ ...app.deps, log: request.log }, request.auth!.email, request.params.id, request.body),
  );

  route(app, 'POST /api/admin/bookings/:id/notes', async (request) =>
    addBookingNote(app.deps, request.auth!.email, request.params.id, request.body),
  );

  // The guest's own change, from the manage link (the token is the only key); never cached.
  route(app, 'GET /api/bookings/manage/:token/change', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getGuestChangeQuote(app.deps, request.params.token, request.query);
  });
  route(app, 'POST /api/bookings/manage/:token/dates', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return changeGuestDates({ ...app.deps, log: request.log }, request.params.token, request.body);
  });
}
