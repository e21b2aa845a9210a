import { todayIn } from '@hillnest/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** GET /api/config: the property's today, and where the home search hands off to. */
export interface AppConfig {
  propertyTimezone: string;
  today: string;
  holdMinutes: number;
  /** External booking engine; null means search in the app (/search). */
  bookingEngineUrl: string | null;
  bookingEnginePropertyId: string;
}

export interface Destination {
  _id: string;
  name: string;
  illustrationImageUrl: string;
}

export interface CarouselSlide {
  _id: string;
  imageUrl: string;
  featuredText: string;
  ButtonLink: string;
}

export const searchKeys = {
  config: ['config'] as const,
  destinations: ['destinations'] as const,
  carousel: ['carousel'] as const,
};

export function useAppConfig() {
  return useQuery({
    queryKey: searchKeys.config,
    queryFn: ({ signal }) => api.get<AppConfig>('/api/config', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Today in the property's timezone; the browser's own date until the server has answered. */
export function useToday(): string {
  const { data } = useAppConfig();
  return data?.today ?? todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** Destinations for the search suggestions. A failure is only logged: the list stays empty (SPEC §8). */
export function useDestinations() {
  return useQuery({
    queryKey: searchKeys.destinations,
    queryFn: async ({ signal }) => {
      try {
        return await api.get<Destination[]>('/api/destinations', { signal });
      } catch (error) {
        console.error('Failed to fetch destinations', error);
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}

/** The home carousel's slides. A failure is only logged: no slides are shown (SPEC §8). */
export function useCarouselSlides() {
  return useQuery({
    queryKey: searchKeys.carousel,
    queryFn: async ({ signal }) => {
      try {
        return await api.get<CarouselSlide[]>('/api/carousel', { signal, credentials: 'omit' });
      } catch (error) {
        console.error('Failed to fetch carousel images', error);
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}
