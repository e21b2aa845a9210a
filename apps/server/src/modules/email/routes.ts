/**
 * E-mail (issue 15): the sender job that delivers the outbox over SMTP_URL, and the administrator's
 * Sent e-mails. Without SMTP_URL nothing is sent: messages wait in the outbox, readable by the
 * administrator. Other features queue messages with `enqueue` (outbox.ts).
 */
import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../../lib/background-job';
import { route } from '../../lib/contract';
import { onEnqueued } from './outbox';
import { sendDueMessages } from './sender';
import { getSentEmail, listSentEmails } from './service';
import { smtpTransport } from './transport';

/** How often each instance looks for messages due (new ones on this instance are sent at once). */
export const SEND_EVERY_MS = 10_000;

export default async function emailRoutes(app: FastifyInstance) {
  const delivery = Boolean(app.config.SMTP_URL);
  if (app.config.SMTP_URL) {
    const transport = smtpTransport(app.config.SMTP_URL);
    const deps = { ...app.deps, transport, log: app.log.child({ module: 'email' }) };
    const job = scheduleJob(app, {
      name: 'e-mail sender',
      everyMs: SEND_EVERY_MS,
      log: deps.log,
      run: async (isStopping) => {
        const report = await sendDueMessages(deps, { isStopping });
        if (report.sent || report.retrying || report.failed) deps.log.info({ report }, 'delivered the outbox');
      },
    });
    const unsubscribe = onEnqueued(() => job.soon());
    app.addHook('onClose', async () => {
      unsubscribe();
      transport.close();
    });
  }

  route(app, 'GET /api/admin/emails', async (request) => listSentEmails(app.deps, request.query, delivery));

  route(app, 'GET /api/admin/emails/:id', async (request) => getSentEmail(app.deps, request.params.id));
}
