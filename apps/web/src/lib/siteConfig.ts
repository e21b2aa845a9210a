import { fromLocalDate, LIMITS } from '@hillnest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from './api';

/** GET /api/config: public settings of the site (its type comes from the API contract). */
export type { SiteConfig } from '@hillnest/domain';

export const siteConfigKey = ['site-config'] as const;

/** The site's public settings. Refreshed every few minutes so "today" moves on at midnight. */
export function useSiteConfig() {
  return useQuery({
    queryKey: siteConfigKey,
    queryFn: ({ signal }) => apiCall('GET /api/config', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Today in the property's timezone as the server says it; the browser's own date until it has answered. */
export function useToday(): string {
  const { data } = useSiteConfig();
  return data?.today ?? fromLocalDate(new Date());
}

/** The longest stay booked online, as the server says it; the usual 30 nights until it has answered. */
export function useMaxStayNights(): number {
  const { data } = useSiteConfig();
  return data?.maxStayNights ?? LIMITS.maxStayNights;
}

/** Payments are simulated (PAYMENT_PROVIDER=simulated): every page says so. */
export function useTestMode(): boolean {
  return useSiteConfig().data?.paymentProvider === 'simulated';
}
