/** Hooks of the administrator's Invoices page. */
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';

/** A month's or a financial year's documents, only those `q` names when given. */
export function useTaxDocuments(query: { month?: string; financialYear?: string; q?: string }) {
  return useQuery({
    queryKey: ['tax', 'documents', query] as const,
    queryFn: ({ signal }) => apiCall('GET /api/admin/tax/documents', { query, signal }),
  });
}
