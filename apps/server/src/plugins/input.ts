/**
 * Input rules that hold for every route before its own validation runs: no NUL characters in the
 * parsed body, the query string or the route parameters (see lib/nul.ts). Multipart fields and raw
 * bodies are read by their routes, which apply the same check.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-errors';
import { containsNul, NUL_MESSAGE } from '../lib/nul';

export default fp(
  async function inputPlugin(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) throw badRequest(NUL_MESSAGE);
    });
  },
  { name: 'input' },
);
