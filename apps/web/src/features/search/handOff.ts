/**
 * Where a submitted home or compact search goes (docs/product/api.md): the external booking engine when one is
 * configured, with its fixed query; otherwise the app's own /search with the same values.
 */
import { searchQueryString } from '@hillnest/domain';
import type { SiteConfig } from '../../lib/siteConfig';
import type { SearchValues } from './searchValues';

export type SearchTarget = { kind: 'external'; url: string } | { kind: 'internal'; path: string };

export function bookingEngineUrl(baseUrl: string, propertyId: string, values: SearchValues): string {
  const url = new URL(baseUrl);
  url.searchParams.set('propertyId', propertyId);
  url.searchParams.set('checkIn', values.checkIn);
  url.searchParams.set('checkOut', values.checkOut);
  url.searchParams.set('adults', String(values.adultCount));
  url.searchParams.set('children', String(values.childCount));
  url.searchParams.set('promocode', '');
  url.searchParams.set('triggerSearch', 'true');
  // Infants are never sent (docs/product/api.md).
  return url.toString();
}

/** The in-app results page for these values. */
export function searchPath(values: Pick<SearchValues, 'destination' | 'checkIn' | 'checkOut' | 'adultCount' | 'childCount'>): string {
  const query = searchQueryString({
    destination: values.destination,
    checkIn: values.checkIn,
    checkOut: values.checkOut,
    adultCount: values.adultCount,
    childCount: values.childCount,
  });
  return query ? `/search?${query}` : '/search';
}

export function searchTarget(
  config: Pick<SiteConfig, 'bookingEngineUrl' | 'bookingEnginePropertyId'> | undefined,
  values: SearchValues,
): SearchTarget {
  if (config?.bookingEngineUrl) {
    return { kind: 'external', url: bookingEngineUrl(config.bookingEngineUrl, config.bookingEnginePropertyId, values) };
  }
  return { kind: 'internal', path: searchPath(values) };
}
