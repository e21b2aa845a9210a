import { formatLongDate, imageSrcSet, LEAD_IMAGE_SIZES } from '@hillnest/domain';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../app/NotFoundPage';
import { imageLoading } from '../../components/imageLoading';
import { Loading } from '../../components/Loading';
import { ApiError } from '../../lib/api';
import { BlogContent } from './BlogContent';
import { useBlog } from './api';
import { PageTitle } from '../../components/PageTitle';

/** /blogs/{id}: title, thumbnail, author, date and the content. */
export function BlogDetailPage() {
  const { id = '' } = useParams();
  const { data: blog, error, isPending } = useBlog(id);

  if (isPending) return <Loading />;
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <Link to="/blogs" className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 underline-offset-4 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        All blogs
      </Link>
      {blog ? (
        <>
          <PageTitle title={blog.title} />
          <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">{blog.title}</h1>
          <p className="mt-2 text-slate-600">
            By {blog.author} · <time dateTime={blog.publishDate}>{formatLongDate(blog.publishDate)}</time>
          </p>
          <img
            src={blog.thumbnailImageUrl}
            srcSet={imageSrcSet(blog.thumbnailImageUrl)}
            sizes={LEAD_IMAGE_SIZES.blogDetail}
            alt=""
            width={1600}
            height={900}
            {...imageLoading('lead')}
            className="mt-6 aspect-video w-full rounded-xl object-cover"
          />
          <BlogContent html={blog.contentHtml} className="mt-8" />
        </>
      ) : (
        <p className="mt-6 text-slate-700">This blog could not be loaded. Please try again later.</p>
      )}
    </article>
  );
}
