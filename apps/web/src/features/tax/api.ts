/** Hooks of the administrator's Invoices page. */
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';

export function useMonthDocuments(month: string) {
  return useQuery({
    queryKey: ['tax', 'documents', month] as const,
    queryFn: ({ signal }) => apiCall('GET /api/admin/tax/documents', { query: { month }, signal }),
  });
}
