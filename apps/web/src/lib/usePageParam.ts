import { pageFromParam } from '@hillnest/domain';
import { useSearchParams } from 'react-router';

/** The list page in the URL (?page=2), so a page can be linked and survives reload; 1 when absent or invalid. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const setPage = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };
  return [page, setPage];
}
