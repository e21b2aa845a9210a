import { todayIn } from '@hillnest/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/** Public settings of GET /api/config. */
export interface SiteConfig {
  propertyTimezone: string;
  /** Today's date (YYYY-MM-DD) where the property is. */
  today: string;
  holdMinutes: number;
  bookingEngineUrl: string | null;
  bookingEnginePropertyId: string;
}

export const siteConfigKey = ['config'] as const;

/** The site's settings; fetched once per session (today is recomputed from the timezone, see useToday). */
export function useSiteConfig() {
  return useQuery({
    queryKey: siteConfigKey,
    queryFn: ({ signal }) => api.get<SiteConfig>('/api/config', { signal }),
    staleTime: Infinity,
  });
}

/** Today's date in the property's timezone, or undefined until the settings have loaded. */
export function useToday(): string | undefined {
  const { data } = useSiteConfig();
  return data ? todayIn(data.propertyTimezone) : undefined;
}
