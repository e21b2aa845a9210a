/**
 * E-mail (issue 15): the sender job that delivers the outbox through the server in force (SMTP_URL,
 * else Settings → E-mail), and the administrator's Sent e-mails. Without a server nothing is sent:
 * messages wait in the outbox, readable by the administrator, links included, to send by hand.
 * Other features queue messages with `enqueue` (outbox.ts).
 */
import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../../lib/background-job';
import { route } from '../../lib/contract';
import { onEnqueued } from './outbox';
import { sendDueMessages } from './sender';
import { getSentEmail, listSentEmails } from './service';
import { createMailInForce, mailState } from '../settings/email';

/** How often each instance looks for messages due (new ones on this instance are sent at once). */
export const SEND_EVERY_MS = 10_000;

export default async function emailRoutes(app: FastifyInstance) {
  // The server may be set (or changed) in the admin area at any time: each round asks which is in force.
  const inForce = createMailInForce(app.deps);
  const log = app.log.child({ module: 'email' });
  const job = scheduleJob(app, {
    name: 'e-mail sender',
    everyMs: SEND_EVERY_MS,
    log,
    run: async (isStopping) => {
      const { transport, mail } = await inForce.current();
      if (!transport) return;
      const report = await sendDueMessages({ ...app.deps, log, mail, transport }, { isStopping });
      if (report.sent || report.retrying || report.failed) log.info({ report }, 'delivered the outbox');
    },
  });
  const unsubscribe = onEnqueued(() => job.soon());
  app.addHook('onClose', async () => {
    unsubscribe();
    inForce.close();
  });

  route(app, 'GET /api/admin/emails', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return listSentEmails(app.deps, request.query, (await mailState(app.deps)).configured);
  });

  route(app, 'GET /api/admin/emails/:id', async (request, reply) => {
    // A waiting message may carry its links (no server is set): never kept by a browser or a proxy.
    reply.header('cache-control', 'no-store');
    return getSentEmail(app.deps, request.params.id, (await mailState(app.deps)).configured);
  });
}
