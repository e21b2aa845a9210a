import ReactPaginateImport from 'react-paginate';

// react-paginate ships a CommonJS bundle whose default export the production build hands over as
// the module object ({ default: Component }), while Vitest hands over the component itself.
const ReactPaginate =
  (ReactPaginateImport as unknown as { default?: typeof ReactPaginateImport }).default ?? ReactPaginateImport;

export interface PaginatorProps {
  /** Current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Blog pages'. */
  label: string;
}

const item = 'min-w-10 rounded-md border border-slate-300 text-center';
const link = 'block px-3 py-2 text-slate-800 hover:bg-brand-50';

/** Page buttons (react-paginate) under a list; hidden when everything fits on one page. */
export function Paginator({ page, pageCount, onPageChange, label }: PaginatorProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-8 flex justify-center">
      <ReactPaginate
        pageCount={pageCount}
        forcePage={Math.min(page, pageCount) - 1}
        onPageChange={({ selected }) => onPageChange(selected + 1)}
        marginPagesDisplayed={2}
        pageRangeDisplayed={5}
        previousLabel="Previous"
        nextLabel="Next"
        breakLabel="…"
        containerClassName="flex flex-wrap items-center gap-2"
        pageClassName={item}
        pageLinkClassName={link}
        previousClassName={item}
        previousLinkClassName={link}
        nextClassName={item}
        nextLinkClassName={link}
        breakClassName="px-2 text-slate-600"
        activeClassName="border-brand-700 bg-brand-700 [&>a]:text-white [&>a]:hover:bg-brand-700"
        disabledClassName="opacity-50 [&>a]:cursor-not-allowed"
      />
    </nav>
  );
}
