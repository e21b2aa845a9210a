import {
  BLOG_MESSAGES,
  PAGE_SIZES,
  type Blog,
  type BlogInput,
  type BlogListQuery,
  type BlogPage,
  type BlogSummary,
  type ListOrPage,
} from '@hillnest/domain';
import { badRequest, notFound } from '../../lib/http-errors';
import type { Deps } from '../../deps';
import { discardImage, storeUpload, type UploadSpec } from '../../lib/uploads';
import { isUuid } from '../../lib/validate';
import { listOrPage } from '../../lib/list-or-page';
import { deleteBlog, findBlog, insertBlog, listBlogPage, updateBlog, type BlogRow } from './queries';
import { excerptOf, htmlToPlainText, isBlankHtml, sanitizeBlogHtml } from './sanitize';

export const THUMBNAIL_UPLOAD = {
  field: 'thumbnailImage',
  label: 'thumbnail',
  kinds: ['png', 'jpeg'],
  folder: 'blogs',
  requiredMessage: BLOG_MESSAGES.incomplete,
} satisfies UploadSpec;

function toBlog(row: BlogRow): Blog {
  return {
    _id: row.id,
    title: row.title,
    thumbnailImageUrl: row.thumbnailImageUrl,
    author: row.author,
    publishDate: row.publishDate,
    content: htmlToPlainText(row.content),
    contentHtml: row.content,
  };
}

/**
 * Blog cards, newest publish date first (docs/product/content.md: 9 a page; the home page asks for 4):
 * a page when asked with one, else a plain array. Cached.
 */
export function getBlogList(deps: Pick<Deps, 'db' | 'cache'>, query: BlogListQuery): Promise<ListOrPage<BlogSummary>> {
  return listOrPage(query.page, { page: query.limit ?? PAGE_SIZES.blogs, plain: query.limit }, (page, limit) =>
    deps.cache.read(`blogs page ${page} of ${limit}`, ['blogs'], async (): Promise<BlogPage> => {
      const { rows, total } = await listBlogPage(deps.db, (page - 1) * limit, limit);
      return {
        data: rows.map(({ id, contentStart, ...blog }) => ({ _id: id, ...blog, excerpt: excerptOf(contentStart) })),
        pagination: { total, page, pages: Math.ceil(total / limit) },
      };
    }),
  );
}

export async function getBlog(deps: Pick<Deps, 'db'>, id: string): Promise<Blog> {
  const row = isUuid(id) ? await findBlog(deps.db, id) : undefined;
  if (!row) throw notFound(BLOG_MESSAGES.notFound);
  return toBlog(row);
}

/** Checks the content before anything is stored: what survives sanitizing must still show something. */
export function cleanBlogContent(input: BlogInput): string {
  const content = sanitizeBlogHtml(input.content);
  if (isBlankHtml(content)) throw badRequest(BLOG_MESSAGES.emptyContent, 'content');
  return content;
}

/** Adds a blog with its (already checked) thumbnail and content. */
export async function createBlog(
  deps: Pick<Deps, 'db' | 'cache' | 'storage' | 'log'>,
  input: BlogInput,
  content: string,
  thumbnail: Buffer,
): Promise<Blog> {
  const thumbnailImageUrl = await storeUpload(deps.storage, thumbnail, THUMBNAIL_UPLOAD);
  let row: BlogRow;
  try {
    row = await insertBlog(deps.db, {
      title: input.title,
      author: input.author,
      publishDate: input.publishDate,
      content,
      thumbnailImageUrl,
    });
  } catch (error) {
    await discardImage(deps, thumbnailImageUrl);
    throw error;
  }
  deps.cache.invalidate('blogs');
  return toBlog(row);
}

export async function removeBlog(deps: Pick<Deps, 'db' | 'cache' | 'storage' | 'log'>, id: string): Promise<void> {
  const row = isUuid(id) ? await deleteBlog(deps.db, id) : undefined;
  if (!row) throw notFound(BLOG_MESSAGES.notFound);
  deps.cache.invalidate('blogs');
  await discardImage(deps, row.thumbnailImageUrl);
}

/** Edits a blog in place (same id, so its address stays); a new thumbnail replaces the old file. */
export async function editBlog(
  deps: Pick<Deps, 'db' | 'cache' | 'storage' | 'log'>,
  id: string,
  input: BlogInput,
  content: string,
  thumbnail?: Buffer,
): Promise<Blog> {
  const existing = isUuid(id) ? await findBlog(deps.db, id) : undefined;
  if (!existing) throw notFound(BLOG_MESSAGES.notFound);
  const newUrl = thumbnail ? await storeUpload(deps.storage, thumbnail, THUMBNAIL_UPLOAD) : null;
  const row = await updateBlog(deps.db, id, {
    title: input.title,
    author: input.author,
    publishDate: input.publishDate,
    content,
    thumbnailImageUrl: newUrl ?? existing.thumbnailImageUrl,
  });
  if (!row) {
    if (newUrl) await discardImage(deps, newUrl);
    throw notFound(BLOG_MESSAGES.notFound);
  }
  deps.cache.invalidate('blogs');
  if (newUrl) await discardImage(deps, existing.thumbnailImageUrl);
  return toBlog(row);
}
