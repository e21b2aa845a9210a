import HeaderSearch from '../features/search/HeaderSearch';

/**
 * The header's search bar and, on the home page, its carousel (SPEC §2 "Page frame"), built by the
 * search feature. Part of the frame's first render, so the header has its final height at once and
 * the page below never jumps when it arrives (only the carousel's code and slides load later, into a
 * space of their own height).
 */
export function HeaderSearchSlot() {
  return <HeaderSearch />;
}
