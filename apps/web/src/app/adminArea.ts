import { useMatches } from 'react-router';

/** Route handle of the administrator's pages: the frame shows the admin navigation instead of the guest header. */
export const ADMIN_AREA = { area: 'admin' } as const;

/** Whether the current page is one of the administrator's pages. */
export function useInAdminArea(): boolean {
  return useMatches().some((match) => (match.handle as { area?: string } | undefined)?.area === ADMIN_AREA.area);
}
