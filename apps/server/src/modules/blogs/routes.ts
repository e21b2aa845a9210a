import type { FastifyInstance } from 'fastify';
import { blogInputSchema, blogListQuerySchema } from '@hillnest/domain';
import { readMultipart } from '../../lib/multipart';
import { replyWithCachedJson } from '../../lib/read-cache';
import { checkUpload } from '../../lib/uploads';
import { parseInput } from '../../lib/validate';
import { cleanBlogContent, createBlog, getBlog, getBlogPage, removeBlog, THUMBNAIL_UPLOAD } from './service';

export default async function blogRoutes(app: FastifyInstance) {
  const deps = (log = app.log) => ({ db: app.db, cache: app.readCache, storage: app.storage, log });

  /** ?page (from 1) and ?limit (1–9, default 9): { data: cards, pagination: { total, page, pages } }. */
  app.get('/api/blogs', { config: { access: 'public' } }, async (request, reply) => {
    replyWithCachedJson(reply);
    return getBlogPage(deps(), parseInput(blogListQuerySchema, request.query));
  });

  app.get<{ Params: { id: string } }>('/api/blogs/:id', { config: { access: 'public' } }, async (request) =>
    getBlog(app.db, request.params.id),
  );

  /** Multipart: title, content (HTML), author, publishDate (YYYY-MM-DD), thumbnailImage (PNG or JPEG). */
  app.post('/api/blogs', { config: { access: 'admin' } }, async (request, reply) => {
    const form = await readMultipart(request, [THUMBNAIL_UPLOAD.field]);
    const input = parseInput(blogInputSchema, form.toObject([]));
    const content = cleanBlogContent(input);
    const thumbnail = await checkUpload(form, THUMBNAIL_UPLOAD);
    return reply.status(201).send(await createBlog(deps(request.log), input, content, thumbnail));
  });

  app.delete<{ Params: { id: string } }>('/api/blogs/:id', { config: { access: 'admin' } }, async (request, reply) => {
    await removeBlog(deps(request.log), request.params.id);
    return reply.status(204).send();
  });
}
