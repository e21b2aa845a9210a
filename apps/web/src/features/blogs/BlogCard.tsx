import { Link } from 'react-router';
import { formatLongDate, imageSrcSet, type BlogSummary, LEAD_IMAGE_SIZES } from '@hillnest/domain';
import type { ReactNode } from 'react';
import { imageLoading, type ImagePriority } from '../../components/imageLoading';

/** A blog in a list: thumbnail, title linking to the blog, author and date, the first words. */
export function BlogCard({
  blog,
  children,
  imagePriority = 'lazy',
  headingLevel = 2,
}: {
  blog: BlogSummary;
  children?: ReactNode;
  imagePriority?: ImagePriority;
  /** 2 on a page of blogs, 3 inside a home-page section that has its own h2. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <img
        src={blog.thumbnailImageUrl}
        srcSet={imageSrcSet(blog.thumbnailImageUrl)}
        sizes={LEAD_IMAGE_SIZES.blogCard}
        alt=""
        width={480}
        height={270}
        {...imageLoading(imagePriority)}
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-lg font-semibold text-slate-900">
          <Link to={`/blogs/${blog._id}`} className="hover:text-brand-800 hover:underline">
            {blog.title}
          </Link>
        </Heading>
        <p className="mt-1 text-sm text-slate-600">
          {blog.author} · <time dateTime={blog.publishDate}>{formatLongDate(blog.publishDate)}</time>
        </p>
        {blog.excerpt && <p className="mt-3 text-slate-700">{blog.excerpt}</p>}
        {children && <div className="mt-auto flex flex-wrap justify-end gap-2 pt-4">{children}</div>}
      </div>
    </article>
  );
}
