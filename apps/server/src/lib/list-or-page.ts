import { PLAIN_LIST_MAX, type ListOrPage, type Paginated } from '@hillnest/domain';

/**
 * Lists clients of the original site read as plain arrays (docs/product/api.md): asked with `?page`,
 * the page `{ data, pagination }`; asked without, the first PLAIN_LIST_MAX items (or `size`) as an array.
 */
export async function listOrPage<T>(
  page: number | undefined,
  sizes: { page: number; plain?: number },
  load: (page: number, size: number) => Promise<Paginated<T>>,
): Promise<ListOrPage<T>> {
  if (page !== undefined) return load(page, sizes.page);
  return (await load(1, sizes.plain ?? PLAIN_LIST_MAX)).data;
}
