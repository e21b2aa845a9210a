/** Channel sync routes (issue 18). HTTP only: every rule lives in service.ts. */
import type { FastifyInstance } from 'fastify';
import { requestOrigin } from '../../lib/origin';
import { normalizeQuery } from '../../lib/query';
import { createChannelContext } from './context';
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

type HotelParams = { Params: { id: string } };
type CalendarParams = { Params: { id: string; calendarId: string } };
type BlockParams = { Params: { id: string; blockId: string } };

export default async function channelRoutes(app: FastifyInstance) {
  const stop = new AbortController();
  const ctx = createChannelContext({ db: app.db, config: app.config, log: app.log.child({ module: 'channels' }), cache: app.readCache }, { signal: stop.signal });
  scheduleCalendarSync(app, ctx, stop);
  const admin = { config: { access: 'admin' as const } };

  // Other platforms fetch it from their servers, with the secret in the address.
  app.get<HotelParams>('/api/hotels/:id/calendar.ics', { config: { access: 'public' } }, async (request, reply) => {
    const feed = await exportFeed(ctx, request.params.id, normalizeQuery(request.query));
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline; filename="calendar.ics"')
      .type('text/calendar; charset=utf-8')
      .send(feed);
  });

  app.post<HotelParams>('/api/my-hotels/:id/calendar-token', admin, async (request) =>
    regenerateExportUrl(ctx, request.params.id, requestOrigin(request)),
  );

  app.get<HotelParams>('/api/my-hotels/:id/calendars', admin, async (request) => listExternalCalendars(ctx, request.params.id));

  app.post<HotelParams>('/api/my-hotels/:id/calendars', admin, async (request, reply) =>
    reply.status(201).send(await addExternalCalendar(ctx, request.params.id, request.body)),
  );

  app.delete<CalendarParams>('/api/my-hotels/:id/calendars/:calendarId', admin, async (request, reply) => {
    await removeExternalCalendar(ctx, request.params.id, request.params.calendarId);
    return reply.status(204).send();
  });

  app.post<CalendarParams>('/api/my-hotels/:id/calendars/:calendarId/sync', admin, async (request) =>
    syncExternalCalendar(ctx, request.params.id, request.params.calendarId),
  );

  app.get<HotelParams>('/api/my-hotels/:id/blocks', admin, async (request) => getPropertyNights(ctx, request.params.id));

  app.post<HotelParams>('/api/my-hotels/:id/blocks', admin, async (request, reply) =>
    reply.status(201).send(await blockNights(ctx, request.params.id, request.body)),
  );

  app.delete<BlockParams>('/api/my-hotels/:id/blocks/:blockId', admin, async (request, reply) => {
    await unblockNights(ctx, request.params.id, request.params.blockId);
    return reply.status(204).send();
  });

  app.get('/api/admin/calendar-conflicts', admin, async () => listCalendarConflicts(ctx));
}
