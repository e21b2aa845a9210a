import { API_PATHS } from '@hillnest/domain';
import type { CarouselSlide, CarouselSlideInput } from '@hillnest/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useDeleteItem } from '../../lib/useDeleteItem';
import { useLogFailure } from '../../lib/useLogFailure';

export const carouselKeys = { all: ['carousel'] as const };

/** The home carousel's slides, oldest first; a failure leaves the list empty and is logged (SPEC §8). */
export function useCarouselSlides() {
  const query = useQuery({
    queryKey: carouselKeys.all,
    queryFn: ({ signal }) => api.get<CarouselSlide[]>(API_PATHS.carousel, { signal }),
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
      return api.post<CarouselSlide>('/api/carousel', form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carouselKeys.all }),
    onError: (error) => console.error('Failed to upload carousel image', error),
  });
}

export function useDeleteSlide() {
  return useDeleteItem({ path: (id) => `/api/carousel/${id}`, listKey: carouselKeys.all, failure: 'Failed to delete carousel image' });
}
