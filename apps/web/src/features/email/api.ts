/** Hooks of the administrator's Sent e-mails. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';

export function useSentEmails(page: number) {
  return useQuery({
    queryKey: ['emails', 'list', page] as const,
    queryFn: ({ signal }) => apiCall('GET /api/admin/emails', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSentEmail(id: string | null) {
  return useQuery({
    queryKey: ['emails', 'one', id ?? ''] as const,
    queryFn: ({ signal }) => apiCall('GET /api/admin/emails/:id', { params: { id: id! }, signal }),
    enabled: id !== null,
  });
}
