import { PAGE_SIZES } from '@hillnest/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiPage, serverAnswer, type PageOf } from '../../lib/api';
import { useDeleteItem } from '../../lib/useDeleteItem';
import { useLogFailure } from '../../lib/useLogFailure';
import { refetchAfterChange } from '../../lib/queryClient';

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
    queryFn: ({ signal }) => apiPage('GET /api/blogs', { query: { page, limit }, signal }),
    initialData: () => serverAnswer('GET /api/blogs', { query: { page, limit } }) as PageOf<'GET /api/blogs'> | undefined,
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
  useLogFailure(query.error, 'Failed to fetch blogs');
  return query;
}

export function useBlog(id: string) {
  const query = useQuery({
    queryKey: blogKeys.detail(id),
    queryFn: ({ signal }) => apiCall('GET /api/blogs/:id', { params: { id }, signal }),
    initialData: () => serverAnswer('GET /api/blogs/:id', { params: { id } }),
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
      return apiCall('POST /api/blogs', { body: form });
    },
    onSuccess: (blog) => {
      queryClient.setQueryData(blogKeys.detail(blog._id), blog);
      return refetchAfterChange(queryClient, blogKeys.lists);
    },
    onError: (error) => console.error('Failed to add blog', error),
  });
}

/** Edits a blog in place; a thumbnail only when it is replaced. */
export function useUpdateBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...blog }: Omit<NewBlog, 'thumbnailImage'> & { id: string; thumbnailImage: File | null }) => {
      const form = new FormData();
      form.append('title', blog.title);
      form.append('author', blog.author);
      form.append('publishDate', blog.publishDate);
      form.append('content', blog.content);
      if (blog.thumbnailImage) form.append('thumbnailImage', blog.thumbnailImage);
      return apiCall('PUT /api/blogs/:id', { params: { id }, body: form });
    },
    onSuccess: (blog) => {
      queryClient.setQueryData(blogKeys.detail(blog._id), blog);
      return refetchAfterChange(queryClient, blogKeys.lists);
    },
    onError: (error) => console.error('Failed to update blog', error),
  });
}

export function useDeleteBlog() {
  return useDeleteItem({ route: 'DELETE /api/blogs/:id', listKey: blogKeys.lists, failure: 'Failed to delete blog' });
}
