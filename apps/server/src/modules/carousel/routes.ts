import type { FastifyInstance } from 'fastify';
import { carouselSlideInputSchema } from '@hillnest/domain';
import { readMultipart } from '../../lib/multipart';
import { replyWithCachedJson } from '../../lib/read-cache';
import { checkUpload } from '../../lib/uploads';
import { parseInput } from '../../lib/validate';
import { createSlide, getSlides, removeSlide, SLIDE_UPLOAD } from './service';

export default async function carouselRoutes(app: FastifyInstance) {
  const deps = (log = app.log) => ({ db: app.db, cache: app.readCache, storage: app.storage, log });

  /** The home page's slides, oldest first: [{ _id, imageUrl, featuredText, ButtonLink }]. */
  app.get('/api/carousel', { config: { access: 'public' } }, async (_request, reply) => {
    replyWithCachedJson(reply);
    return getSlides(deps());
  });

  /** Multipart: featuredText, ButtonLink (a path of this site), carouselImage (PNG, JPEG or SVG). */
  app.post('/api/carousel', { config: { access: 'admin' } }, async (request, reply) => {
    const form = await readMultipart(request, [SLIDE_UPLOAD.field]);
    const input = parseInput(carouselSlideInputSchema, form.toObject([]));
    const image = await checkUpload(form, SLIDE_UPLOAD);
    return reply.status(201).send(await createSlide(deps(request.log), input, image));
  });

  app.delete<{ Params: { id: string } }>('/api/carousel/:id', { config: { access: 'admin' } }, async (request, reply) => {
    await removeSlide(deps(request.log), request.params.id);
    return reply.status(204).send();
  });
}
