import type { FastifyInstance } from 'fastify';
import { publicRead, readForm, route } from '../../lib/contract';
import { checkUpload } from '../../lib/uploads';
import { cleanBlogContent, createBlog, editBlog, getBlog, getBlogList, removeBlog, THUMBNAIL_UPLOAD } from './service';

export default async function blogRoutes(app: FastifyInstance) {
  /** ?page (from 1) and ?limit (1–9, default 9): { data: cards, pagination: { total, page, pages } }; without ?page, the cards as an array. */
  publicRead(app, 'GET /api/blogs', {}, async ({ query }) => getBlogList(app.deps, query));

  route(app, 'GET /api/blogs/:id', async (request) => getBlog(app.deps, request.params.id));

  /** Multipart: title, content (HTML), author, publishDate (YYYY-MM-DD), thumbnailImage (PNG or JPEG). */
  route(app, 'POST /api/blogs', async (request) => {
    const { input, form } = await readForm(request, 'POST /api/blogs', { files: [THUMBNAIL_UPLOAD.field] });
    const content = cleanBlogContent(input);
    const thumbnail = await checkUpload(form, THUMBNAIL_UPLOAD);
    return createBlog({ ...app.deps, log: request.log }, input, content, thumbnail);
  });

  /** Multipart, as when adding; thumbnailImage only to replace the current picture. */
  route(app, 'PUT /api/blogs/:id', async (request) => {
    const { input, form } = await readForm(request, 'PUT /api/blogs/:id', { files: [THUMBNAIL_UPLOAD.field] });
    const content = cleanBlogContent(input);
    const thumbnail = await checkUpload(form, { ...THUMBNAIL_UPLOAD, requiredMessage: undefined });
    return editBlog({ ...app.deps, log: request.log }, request.params.id, input, content, thumbnail);
  });

  route(app, 'DELETE /api/blogs/:id', async (request) => removeBlog({ ...app.deps, log: request.log }, request.params.id));
}
