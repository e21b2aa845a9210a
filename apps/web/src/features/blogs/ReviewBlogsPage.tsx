import { AdminPageHeader, ButtonLink } from '../../components/AdminPageHeader';
import { DeleteButton } from '../../components/DeleteButton';
import { EditLink } from '../../components/EditLink';
import { Loading } from '../../components/Loading';
import { Pagination } from '../../components/Pagination';
import { BlogCard } from './BlogCard';
import { useBlogPage, useDeleteBlog } from './api';
import { usePageParam } from '../../lib/usePageParam';

/** /review-blogs: 9 blogs a page, each with Delete. */
export function ReviewBlogsPage() {
  const [page, setPage] = usePageParam();
  const { data, isPending } = useBlogPage(page);
  const { remove, isDeleting } = useDeleteBlog();
  const blogs = data?.data ?? [];

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <AdminPageHeader title="Review Blogs" actions={<ButtonLink to="/create-blog">Create Blog</ButtonLink>} />
      {isPending ? (
        <Loading />
      ) : blogs.length === 0 ? (
        <p className="text-slate-700">No blogs yet.</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {blogs.map((blog) => (
            <li key={blog._id}>
              <BlogCard blog={blog}>
                <EditLink to={`/edit-blog/${blog._id}`} itemLabel={`blog ${blog.title}`} />
                <DeleteButton
                  itemLabel={`blog ${blog.title}`}
                  pending={isDeleting(blog._id)}
                  onDelete={() => remove(blog._id)}
                  consequence="It leaves the blog list and its page stops opening."
                />
              </BlogCard>
            </li>
          ))}
        </ul>
      )}
      <Pagination label="Blog pages" page={page} pages={data?.pagination.pages ?? 0} onPageChange={setPage} />
    </section>
  );
}
