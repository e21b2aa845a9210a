import type { FastifyInstance } from 'fastify';
import { publicRead, readForm, route } from '../../lib/contract';
import { checkUpload } from '../../lib/uploads';
import { createSlide, editSlide, getSlides, removeSlide, SLIDE_UPLOAD } from './service';

export default async function carouselRoutes(app: FastifyInstance) {
  /** The home page's slides, oldest first: [{ _id, imageUrl, featuredText, ButtonLink }]. */
  publicRead(app, 'GET /api/carousel', {}, async () => getSlides(app.deps));

  /** Multipart: featuredText, ButtonLink (a path of this site), carouselImage (PNG, JPEG or SVG). */
  route(app, 'POST /api/carousel', async (request) => {
    const { input, form } = await readForm(request, 'POST /api/carousel', { files: [SLIDE_UPLOAD.field] });
    const image = await checkUpload(form, SLIDE_UPLOAD);
    return createSlide({ ...app.deps, log: request.log }, input, image);
  });

  /** Multipart: featuredText, ButtonLink, and a carouselImage only to replace the current picture. */
  route(app, 'PUT /api/carousel/:id', async (request) => {
    const { input, form } = await readForm(request, 'PUT /api/carousel/:id', { files: [SLIDE_UPLOAD.field] });
    const image = await checkUpload(form, { ...SLIDE_UPLOAD, requiredMessage: undefined });
    return editSlide({ ...app.deps, log: request.log }, request.params.id, input, image);
  });

  route(app, 'DELETE /api/carousel/:id', async (request) => removeSlide({ ...app.deps, log: request.log }, request.params.id));
}
