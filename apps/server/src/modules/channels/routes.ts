/** Channel sync routes (issue 18). HTTP only: every rule lives in service.ts. */
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/contract';
import { requestOrigin } from '../../lib/origin';
import { scheduleCalendarSync } from './jobs';
import {
  addExternalCalendar,
  blockNights,
  exportFeed,
  getPropertyNights,
  listCalendarConflicts,
  listExternalCalendars,
  regenerateExportUrl,
  removeExternalCalendar,
  syncExternalCalendar,
  unblockNights,
} from './service';

export default async function channelRoutes(app: FastifyInstance) {
  scheduleCalendarSync(app, { ...app.deps, log: app.log.child({ module: 'channels' }) });

  // Other platforms fetch it from their servers, with the secret in the address.
  route(app, 'GET /api/hotels/:id/calendar.ics', async (request, reply) => {
    const feed = await exportFeed(app.deps, request.params.id, request.query);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline; filename="calendar.ics"')
      .type('text/calendar; charset=utf-8')
      .send(feed);
  });

  route(app, 'POST /api/my-hotels/:id/calendar-token', async (request) =>
    regenerateExportUrl(app.deps, request.params.id, requestOrigin(request)),
  );

  route(app, 'GET /api/my-hotels/:id/calendars', async (request) => listExternalCalendars(app.deps, request.params.id));

  route(app, 'POST /api/my-hotels/:id/calendars', async (request) =>
    addExternalCalendar({ ...app.deps, log: request.log }, request.params.id, request.body),
  );

  route(app, 'DELETE /api/my-hotels/:id/calendars/:calendarId', async (request) =>
    removeExternalCalendar(app.deps, request.params.id, request.params.calendarId),
  );

  route(app, 'POST /api/my-hotels/:id/calendars/:calendarId/sync', async (request) =>
    syncExternalCalendar({ ...app.deps, log: request.log }, request.params.id, request.params.calendarId),
  );

  route(app, 'GET /api/my-hotels/:id/blocks', async (request) => getPropertyNights(app.deps, request.params.id));

  route(app, 'POST /api/my-hotels/:id/blocks', async (request) => blockNights(app.deps, request.params.id, request.body));

  route(app, 'DELETE /api/my-hotels/:id/blocks/:blockId', async (request) =>
    unblockNights(app.deps, request.params.id, request.params.blockId),
  );

  route(app, 'GET /api/admin/calendar-conflicts', async () => listCalendarConflicts(app.deps));
}
