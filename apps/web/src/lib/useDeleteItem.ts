import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiCall } from './api';
import { refetchAfterChange } from './queryClient';

/** The contract's routes deleting one item by its id. */
type DeleteRoute =
  | 'DELETE /api/blogs/:id'
  | 'DELETE /api/carousel/:id'
  | 'DELETE /api/coupons/:id'
  | 'DELETE /api/destinations/:id'
  | 'DELETE /api/admin/holds/:id';

export interface DeleteItemOptions {
  /** The route deleting one item, e.g. 'DELETE /api/coupons/:id'. */
  route: DeleteRoute;
  /** Queries holding lists of these items: refreshed once the item is gone. */
  listKey: QueryKey;
  /** docs/product/rules.md message logged when deleting fails (no user message). */
  failure: string;
}

type Identified = { _id?: string };

/** A cached list (an array, or a page { data: [...] }) without the item; anything else unchanged. */
function withoutItem(cached: unknown, id: string): unknown {
  if (Array.isArray(cached)) return cached.filter((item: Identified) => item._id !== id);
  if (cached && typeof cached === 'object' && Array.isArray((cached as { data?: unknown }).data)) {
    const page = cached as { data: Identified[] };
    return { ...page, data: page.data.filter((item) => item._id !== id) };
  }
  return cached;
}

/**
 * Deletes one item of an admin list. The item leaves every cached list only after the server has
 * confirmed (docs/product/content.md), then the lists are refetched.
 */
export function useDeleteItem({ route, listKey, failure }: DeleteItemOptions) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (id: string) => apiCall(route, { params: { id } }),
    onSuccess: async (_data, id) => {
      queryClient.setQueriesData<unknown>({ queryKey: listKey }, (cached: unknown) => withoutItem(cached, id));
      await refetchAfterChange(queryClient, listKey);
    },
    onError: (error) => console.error(failure, error),
  });
  return {
    remove: (id: string) => mutation.mutate(id),
    /** True while this item's delete call runs. */
    isDeleting: (id: string) => mutation.isPending && mutation.variables === id,
  };
}
