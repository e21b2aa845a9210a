import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import ReactPaginateModule from 'react-paginate';

// react-paginate ships a UMD bundle: depending on the bundler's interop the component is the module
// itself or its `default`.
const ReactPaginate = ((ReactPaginateModule as unknown as { default?: typeof ReactPaginateModule }).default ??
  ReactPaginateModule) as typeof ReactPaginateModule;

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pages: number;
  onPageChange(page: number): void;
  /** Pages shown at each end (docs/product/rules.md: 2 on the admin lists). */
  marginPagesDisplayed?: number;
  /** Pages shown around the current one (docs/product/rules.md: 5 on the admin lists). */
  pageRangeDisplayed?: number;
  label?: string;
}

const item =
  'flex min-w-10 items-center justify-center rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100';

interface PageButtonsProps {
  /** 0-based page shown as current. */
  selected: number;
  pages: number;
  marginPagesDisplayed: number;
  pageRangeDisplayed: number;
  onPageChange(page: number): void;
}

function PageButtons({ selected, pages, marginPagesDisplayed, pageRangeDisplayed, onPageChange }: PageButtonsProps) {
  return (
    <ReactPaginate
      pageCount={pages}
      forcePage={selected}
      onPageChange={({ selected }) => onPageChange(selected + 1)}
      marginPagesDisplayed={marginPagesDisplayed}
      pageRangeDisplayed={pageRangeDisplayed}
      previousLabel={<ChevronLeft aria-hidden="true" className="size-4" />}
      nextLabel={<ChevronRight aria-hidden="true" className="size-4" />}
      previousAriaLabel="Previous page"
      nextAriaLabel="Next page"
      breakLabel="…"
      containerClassName="flex flex-wrap items-center gap-1.5"
      pageLinkClassName={item}
      previousLinkClassName={item}
      nextLinkClassName={item}
      breakLinkClassName="px-2 text-slate-600"
      activeLinkClassName="!border-brand-700 !bg-brand-700 !text-white"
      disabledLinkClassName="pointer-events-none opacity-40"
      renderOnZeroPageCount={null}
    />
  );
}

/** Page buttons (react-paginate) in a labelled nav; nothing for a single page. */
export function Pagination({
  page,
  pages,
  onPageChange,
  marginPagesDisplayed = 2,
  pageRangeDisplayed = 5,
  label = 'Pagination',
}: PaginationProps) {
  const navRef = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    // react-paginate gives its <ul> role="navigation" (a second landmark inside ours), which also
    // leaves its <li> items outside any list for assistive technology: the <nav> here is the landmark.
    const list = navRef.current?.querySelector('ul');
    list?.removeAttribute('role');
    list?.removeAttribute('aria-label');
  });
  if (pages <= 1) return null;
  return (
    <nav ref={navRef} aria-label={label} className="mt-6 flex justify-center">
      <PageButtons
        selected={Math.min(page, pages) - 1}
        pages={pages}
        marginPagesDisplayed={marginPagesDisplayed}
        pageRangeDisplayed={pageRangeDisplayed}
        onPageChange={onPageChange}
      />
    </nav>
  );
}
