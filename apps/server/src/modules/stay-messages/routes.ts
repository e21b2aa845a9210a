/**
 * The stay's messages (issue 37): the job that queues them when due, Settings → Messages (templates,
 * preview), a property's arrival notes, the manage page's part and the review requests' unsubscribe.
 */
import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../../lib/background-job';
import { route } from '../../lib/contract';
import { onEnqueued } from '../email/outbox';
import { saveSettingsPage, settingsPage } from '../settings/service';
import {
  getArrivalNotes,
  managedStay,
  previewStayMessage,
  queueDueStayMessages,
  saveArrivalNotes,
  unsubscribeFromReviewRequests,
} from './service';

/** How often each instance looks for stay messages due: they are due at a minute of the day, never to the second. */
export const QUEUE_EVERY_MS = 60_000;

export default async function stayMessageRoutes(app: FastifyInstance) {
  const log = app.log.child({ module: 'stay-messages' });
  const job = scheduleJob(app, {
    name: 'stay messages',
    everyMs: QUEUE_EVERY_MS,
    log,
    run: async () => {
      const queued = await queueDueStayMessages(app.deps);
      if (queued > 0) log.info({ queued }, 'queued the messages of stays');
    },
  });
  // A booking's confirmation is queued: a stay booked late gets the messages already due at once.
  const unsubscribe = onEnqueued(() => job.soon());
  app.addHook('onClose', async () => unsubscribe());

  route(app, 'GET /api/admin/settings/messages', async () => settingsPage(app.deps, 'messages'));
  route(app, 'PUT /api/admin/settings/messages', async (request) => {
    await saveSettingsPage(app.deps, 'messages', request.body, request.auth!.userId);
    return settingsPage(app.deps, 'messages');
  });
  route(app, 'POST /api/admin/settings/messages/preview', async (request, reply) => {
    // Filled from a real booking, with its property's check-in instructions: never kept by a cache.
    reply.header('cache-control', 'no-store');
    return previewStayMessage(app.deps, request.body);
  });

  route(app, 'GET /api/my-hotels/:id/arrival', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getArrivalNotes(app.deps, request.params.id);
  });
  route(app, 'PUT /api/my-hotels/:id/arrival', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return saveArrivalNotes(app.deps, request.params.id, request.body);
  });

  route(app, 'GET /api/bookings/manage/:token/stay', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return managedStay(app.deps, request.params.token);
  });

  route(app, 'POST /api/review-requests/unsubscribe/:token', async (request) =>
    unsubscribeFromReviewRequests(app.deps, request.params.token),
  );
}
