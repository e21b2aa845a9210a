import { fromLocalDate, gstPriceNote, LIMITS, type SiteConfig } from '@hillnest/domain';
import { queryOptions, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { apiCall, serverAnswer } from './api';
import { SITE } from './site';

/** GET /api/config: public settings of the site (its type comes from the API contract). */
export type { SiteConfig } from '@hillnest/domain';

export const siteConfigKey = ['site-config'] as const;

/** The site's public settings. Refreshed every few minutes so "today" moves on at midnight. */
const siteConfigQuery = queryOptions({
  queryKey: siteConfigKey,
  queryFn: ({ signal }) => apiCall('GET /api/config', { signal }),
  initialData: () => serverAnswer('GET /api/config'),
  staleTime: 5 * 60_000,
});

const SiteConfigContext = createContext<UseQueryResult<SiteConfig> | null>(null);

/**
 * Reads the site's settings once for the whole app (app/providers.tsx): a dozen components of a page
 * ask for them, and one query observer per asker cost the server's render of each page as much as
 * the components themselves.
 */
export function SiteConfigProvider({ children }: { children: ReactNode }) {
  const config = useQuery(siteConfigQuery);
  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}

/** The site's public settings, as a query's state (data, isPending, isError…). */
export function useSiteConfig(): UseQueryResult<SiteConfig> {
  const config = useContext(SiteConfigContext);
  const client = useQueryClient();
  // As each asker's own query did: a component that appears once the settings are stale has them
  // asked again (the answer reaches every asker through the provider).
  useEffect(() => {
    void client.prefetchQuery(siteConfigQuery);
  }, [client]);
  if (!config) throw new Error('useSiteConfig() needs the SiteConfigProvider of AppProviders above it');
  return config;
}

/** Today in the property's timezone as the server says it; the browser's own date until it has answered. */
export function useToday(): string {
  const { data } = useSiteConfig();
  return data?.today ?? fromLocalDate(new Date());
}

/** '+ GST' or 'incl. GST' beside the prices of search cards and the property page; '' when the owner charges no GST. */
export function useGstPriceNote(): string {
  return gstPriceNote(useSiteConfig().data?.gst);
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

/**
 * The owner's business as guests see it (Settings → Business): its name and contact e-mail fall back
 * to the built-in ones until the server has answered, so the frame never renders empty.
 */
export function useBusiness(): SiteConfig['business'] & { contactEmail: string } {
  const business = useSiteConfig().data?.business;
  return {
    name: business?.name ?? SITE.name,
    contactEmail: business?.contactEmail ?? SITE.contactEmail,
    phone: business?.phone ?? null,
    whatsapp: business?.whatsapp ?? null,
    address: business?.address ?? null,
    logoUrl: business?.logoUrl ?? null,
  };
}
