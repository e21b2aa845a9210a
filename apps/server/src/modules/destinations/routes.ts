import { destinationFormFields } from '@hillnest/domain';
import type { FastifyInstance } from 'fastify';
import { readForm, route } from '../../lib/contract';
import type { MultipartForm } from '../../lib/multipart';
import { checkUpload } from '../../lib/uploads';
import { isAdminUser } from '../auth/service';
import {
  createDestination,
  editDestination,
  getAdminDestinations,
  getDestinationPage,
  getDestinations,
  ILLUSTRATION_UPLOAD,
  removeDestination,
} from './service';

/** The page's fields, with the questions as JSON text in one field. */
const questionsField = (form: MultipartForm) => destinationFormFields((name) => form.one(name));

export default async function destinationRoutes(app: FastifyInstance) {
  /**
   * Feeds the search bar's suggestions: [{ _id, name, illustrationImageUrl }] by name, only those with a
   * property (a cached public read). The administrator gets every destination, never cached: the original
   * site's admin page lists (and deletes) from this address.
   */
  route(app, 'GET /api/destinations', { cached: true }, async (request, reply) => {
    if (request.auth && (await isAdminUser(app.deps, request.auth.userId))) {
      reply.header('cache-control', 'private, no-store');
      return getAdminDestinations(app.deps);
    }
    return getDestinations(app.deps);
  });

  /** Multipart: name, optional illustrationImage (PNG, JPEG or SVG), introduction, questions (JSON text). */
  route(app, 'POST /api/destinations', async (request) => {
    const { input, form } = await readForm(request, 'POST /api/destinations', {
      files: [ILLUSTRATION_UPLOAD.field],
      extra: questionsField,
    });
    const illustration = await checkUpload(form, ILLUSTRATION_UPLOAD);
    return createDestination({ ...app.deps, log: request.log }, input, illustration);
  });

  /** A destination's page: what the owner wrote and its properties (a cached public read; 404 without properties). */
  route(app, 'GET /api/destination-pages/:slug', { cached: true }, async (request) => getDestinationPage(app.deps, request.params.slug));

  /** The admin's list: every destination, with how many properties it has. */
  route(app, 'GET /api/destinations/all', async () => getAdminDestinations(app.deps));

  /** Multipart: name, and an illustrationImage only to replace the current one. */
  route(app, 'PUT /api/destinations/:id', async (request) => {
    const { input, form } = await readForm(request, 'PUT /api/destinations/:id', {
      files: [ILLUSTRATION_UPLOAD.field],
      extra: questionsField,
    });
    const illustration = await checkUpload(form, ILLUSTRATION_UPLOAD);
    return editDestination({ ...app.deps, log: request.log }, request.params.id, input, illustration);
  });

  route(app, 'DELETE /api/destinations/:id', async (request) => removeDestination({ ...app.deps, log: request.log }, request.params.id));
}
