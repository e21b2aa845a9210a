import { Link } from 'react-router';
import { PAGE_SIZES } from '@hillnest/domain';
import { BlogCard } from './BlogCard';
import { useBlogPage } from './api';

/** Home section: the 4 latest blogs and a link to all of them. Hidden when there are none. */
export function LatestBlogs() {
  const { data } = useBlogPage(1, PAGE_SIZES.homeBlogs);
  const blogs = data?.data ?? [];
  if (blogs.length === 0) return null;
  return (
    <section aria-labelledby="latest-blogs-heading" className="mx-auto w-full max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h2 id="latest-blogs-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          From Our Blog
        </h2>
        <Link to="/blogs" className="font-semibold text-brand-800 underline-offset-4 hover:underline">
          View all blogs
        </Link>
      </div>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {blogs.map((blog) => (
          <li key={blog._id}>
            <BlogCard blog={blog} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
