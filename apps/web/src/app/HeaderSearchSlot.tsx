import HeaderSearch from '../features/search/HeaderSearch';

/**
 * The header's search bar and, on the home page, its carousel (docs/product/frame.md "Page frame"), built by the
 * search feature. Part of the frame's first render, so the header has its final height at once and
 * the page below never jumps when it arrives (the carousel keeps its own height while its slides load,
 * and its swiping code attaches after the first paint).
 */
export function HeaderSearchSlot() {
  return <HeaderSearch />;
}
