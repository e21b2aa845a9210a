/** Quotes (issue 36). HTTP only: every rule lives in service.ts. Never cached: each answer is the quote as it stands. */
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/contract';
import { createQuote, emailQuote, getQuotePage, getQuotes, payQuote, withdrawQuote } from './service';

export default async function quoteRoutes(app: FastifyInstance) {
  route(app, 'GET /api/admin/quotes', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return getQuotes(app.deps);
  });
  route(app, 'POST /api/admin/quotes', async (request) => createQuote(app.deps, request.body));
  route(app, 'POST /api/admin/quotes/:id/withdraw', async (request) => withdrawQuote(app.deps, request.params.id));
  route(app, 'POST /api/admin/quotes/:id/email', async (request) => emailQuote(app.deps, request.params.id));

  route(app, 'GET /api/quotes/:token', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getQuotePage(app.deps, request.params.token);
  });
  route(app, 'POST /api/quotes/:token/pay', async (request) =>
    payQuote({ ...app.deps, log: request.log }, request.params.token, request.body),
  );
}
