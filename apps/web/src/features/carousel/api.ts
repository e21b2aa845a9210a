import type { CarouselSlideInput } from '@hillnest/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, serverAnswer } from '../../lib/api';
import { useDeleteItem } from '../../lib/useDeleteItem';
import { useLogFailure } from '../../lib/useLogFailure';
import { refetchAfterChange } from '../../lib/queryClient';

export const carouselKeys = { all: ['carousel'] as const };

/** The home carousel's slides, oldest first; a failure leaves the list empty and is logged (docs/product/rules.md). */
export function useCarouselSlides() {
  const query = useQuery({
    queryKey: carouselKeys.all,
    queryFn: ({ signal }) => apiCall('GET /api/carousel', { signal }),
    initialData: () => serverAnswer('GET /api/carousel'),
    staleTime: 5 * 60_000,
  });
  useLogFailure(query.error, 'Failed to fetch carousel images');
  return query;
}

export function useCreateSlide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ featuredText, ButtonLink, carouselImage }: CarouselSlideInput & { carouselImage: File }) => {
      const form = new FormData();
      form.append('featuredText', featuredText);
      form.append('ButtonLink', ButtonLink);
      form.append('carouselImage', carouselImage);
      return apiCall('POST /api/carousel', { body: form });
    },
    onSuccess: () => refetchAfterChange(queryClient, carouselKeys.all),
    onError: (error) => console.error('Failed to upload carousel image', error),
  });
}

/** Edits a slide in place; a picture only when it is replaced. */
export function useUpdateSlide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, featuredText, ButtonLink, carouselImage }: CarouselSlideInput & { id: string; carouselImage: File | null }) => {
      const form = new FormData();
      form.append('featuredText', featuredText);
      form.append('ButtonLink', ButtonLink);
      if (carouselImage) form.append('carouselImage', carouselImage);
      return apiCall('PUT /api/carousel/:id', { params: { id }, body: form });
    },
    onSuccess: () => refetchAfterChange(queryClient, carouselKeys.all),
    onError: (error) => console.error('Failed to update carousel image', error),
  });
}

export function useDeleteSlide() {
  return useDeleteItem({ route: 'DELETE /api/carousel/:id', listKey: carouselKeys.all, failure: 'Failed to delete carousel image' });
}
