import { PAGE_SIZES, type Blog, type BlogPage, API_PATHS } from '@hillnest/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useDeleteItem } from '../../lib/useDeleteItem';
import { useLogFailure } from '../../lib/useLogFailure';

export const blogKeys = {
  all: ['blogs'] as const,
  lists: ['blogs', 'list'] as const,
  page: (page: number, limit: number) => ['blogs', 'list', page, limit] as const,
  detail: (id: string) => ['blogs', 'detail', id] as const,
};

/** One page of blog cards, newest first; a failure leaves the page empty and is logged. */
export function useBlogPage(page: number, limit: number = PAGE_SIZES.blogs) {
  const query = useQuery({
    queryKey: blogKeys.page(page, limit),
    queryFn: ({ signal }) => api.get<BlogPage>(API_PATHS.blogPage(page, limit), { signal }),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
  useLogFailure(query.error, 'Failed to fetch blogs');
  return query;
}

export function useBlog(id: string) {
  const query = useQuery({
    queryKey: blogKeys.detail(id),
    queryFn: ({ signal }) => api.get<Blog>(API_PATHS.blog(id), { signal }),
  });
  useLogFailure(query.error, 'Failed to fetch blog details');
  return query;
}

export interface NewBlog {
  title: string;
  author: string;
  publishDate: string;
  /** HTML; the server keeps an allow-list of markup. */
  content: string;
  thumbnailImage: File;
}

export function useCreateBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blog: NewBlog) => {
      const form = new FormData();
      form.append('title', blog.title);
      form.append('author', blog.author);
      form.append('publishDate', blog.publishDate);
      form.append('content', blog.content);
      form.append('thumbnailImage', blog.thumbnailImage);
      return api.post<Blog>('/api/blogs', form);
    },
    onSuccess: (blog) => {
      queryClient.setQueryData(blogKeys.detail(blog._id), blog);
      return queryClient.invalidateQueries({ queryKey: blogKeys.lists });
    },
    onError: (error) => console.error('Failed to add blog', error),
  });
}

export function useDeleteBlog() {
  return useDeleteItem({ path: (id) => `/api/blogs/${id}`, listKey: blogKeys.lists, failure: 'Failed to delete blog' });
}
