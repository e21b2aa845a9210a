import { Loading } from '../../components/Loading';
import { Pagination } from '../../components/Pagination';
import { BlogCard } from './BlogCard';
import { useBlogPage } from './api';
import { usePageParam } from '../../lib/usePageParam';
import { PageTitle } from '../../components/PageTitle';

/** /blogs: 9 blogs a page, newest first, with page buttons. */
export function BlogsPage() {
  const [page, setPage] = usePageParam();
  const { data, isPending } = useBlogPage(page);
  const blogs = data?.data ?? [];

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <PageTitle title="Blogs" />
      <h1 className="text-3xl font-bold text-slate-900">Blogs</h1>
      <p className="mt-2 text-slate-700">Stories, walks and tips from the hills.</p>
      {isPending ? (
        <Loading />
      ) : blogs.length === 0 ? (
        <p className="mt-8 text-slate-700">No blogs yet.</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {blogs.map((blog, index) => (
            <li key={blog._id}>
              <BlogCard blog={blog} imagePriority={index === 0 ? 'lead' : index < 3 ? 'eager' : 'lazy'} />
            </li>
          ))}
        </ul>
      )}
      <Pagination label="Blog pages" page={page} pages={data?.pagination.pages ?? 0} onPageChange={setPage} />
    </section>
  );
}
