/**
 * Input rules that hold for every route before its own validation runs: no NUL characters in the
 * parsed body, the query string or the route parameters (see lib/nul.ts). Multipart fields and raw
 * bodies are read by their routes, which apply the same check.
 *
 * An empty body labelled JSON is no body (clients of the original site send `Content-Type:
 * application/json` with nothing on the bodyless POST reads); a route that needs a body refuses it
 * when validating.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refuseNul } from '../lib/nul';

export default fp(
  async function inputPlugin(app: FastifyInstance) {
    const json = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '') done(null, undefined);
      else json(request, body as string, done);
    });
    app.addHook('preValidation', async (request) => {
      refuseNul(request.params, request.query, request.body);
    });
  },
  { name: 'input' },
);
