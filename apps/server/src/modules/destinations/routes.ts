import type { FastifyInstance } from 'fastify';
import { destinationInputSchema } from '@hillnest/domain';
import { readMultipart } from '../../lib/multipart';
import { replyWithCachedJson } from '../../lib/read-cache';
import { checkUpload } from '../../lib/uploads';
import { parseInput } from '../../lib/validate';
import { createDestination, getDestinations, ILLUSTRATION_UPLOAD, removeDestination } from './service';

export default async function destinationRoutes(app: FastifyInstance) {
  const deps = (log = app.log) => ({ db: app.db, cache: app.readCache, storage: app.storage, log });

  /** Feeds the search bar's suggestions: [{ _id, name, illustrationImageUrl }] by name. */
  app.get('/api/destinations', { config: { access: 'public' } }, async (_request, reply) => {
    replyWithCachedJson(reply);
    return getDestinations(deps());
  });

  /** Multipart: name, optional illustrationImage (PNG, JPEG or SVG). */
  app.post('/api/destinations', { config: { access: 'admin' } }, async (request, reply) => {
    const form = await readMultipart(request, [ILLUSTRATION_UPLOAD.field]);
    const input = parseInput(destinationInputSchema, form.toObject([]));
    const illustration = await checkUpload(form, ILLUSTRATION_UPLOAD);
    return reply.status(201).send(await createDestination(deps(request.log), input, illustration));
  });

  app.delete<{ Params: { id: string } }>('/api/destinations/:id', { config: { access: 'admin' } }, async (request, reply) => {
    await removeDestination(deps(request.log), request.params.id);
    return reply.status(204).send();
  });
}
