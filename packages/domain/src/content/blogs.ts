/** Blogs (docs/product/api.md): written by the admin, read by everyone on /blogs and the home page. */
import { z } from '../zod';
import { PAGE_SIZES } from '../constants';
import type { IsoDate } from '../dates';
import { isoDateField, optionalQueryPage, queryNumber, requiredText } from './fields';

export const BLOG_MESSAGES = {
  incomplete: 'Please fill in all fields',
  createFailed: 'Failed to add blog. Please try again later.',
  thumbnailKinds: 'The thumbnail must be a PNG or JPEG image',
  emptyContent: 'The content has nothing left to show once scripts and unsupported markup are removed',
  notFound: 'Blog not found',
} as const;

export const BLOG_LIMITS = { titleMaxLength: 150, authorMaxLength: 100, contentMaxLength: 100_000 } as const;

/** The text fields of a new blog; the thumbnail travels beside them as a file (multipart). */
export const blogInputSchema = z.object({
  title: requiredText(BLOG_MESSAGES.incomplete, BLOG_LIMITS.titleMaxLength),
  /** HTML (the form turns the admin's Markdown into it); the server keeps only an allow-list of markup. */
  content: requiredText(BLOG_MESSAGES.incomplete, BLOG_LIMITS.contentMaxLength, 'The content is too long'),
  author: requiredText(BLOG_MESSAGES.incomplete, BLOG_LIMITS.authorMaxLength),
  publishDate: isoDateField(BLOG_MESSAGES.incomplete),
});
export type BlogInput = z.output<typeof blogInputSchema>;

/** A blog in a list: no content, a short plain-text excerpt instead. */
export interface BlogSummary {
  _id: string;
  title: string;
  thumbnailImageUrl: string;
  author: string;
  publishDate: IsoDate;
  excerpt: string;
}

/**
 * A whole blog. One format is stored, sanitized HTML: `contentHtml` is what our pages render, `content`
 * its plain text (paragraphs on their own lines) for clients written against the original site, which print it as text.
 */
export interface Blog extends Omit<BlogSummary, 'excerpt'> {
  content: string;
  contentHtml: string;
}

export interface BlogPage {
  data: BlogSummary[];
  pagination: { total: number; page: number; pages: number };
}

/**
 * Query of GET /api/blogs: page from 1; limit up to the 9 of a page (the home page asks for 4), 9 when
 * absent. Without a page the answer is a plain array: every blog, or the first `limit`.
 */
export const blogListQuerySchema = z.object({
  page: optionalQueryPage(),
  limit: queryNumber('limit must be a whole number')
    .pipe(z.number().min(1, 'limit must be at least 1').max(PAGE_SIZES.blogs, `limit must be at most ${PAGE_SIZES.blogs}`))
    .optional(),
});
export type BlogListQuery = z.output<typeof blogListQuerySchema>;
