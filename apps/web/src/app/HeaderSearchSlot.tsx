/**
 * SLOT for the header's search bar and the home-page carousel (SPEC §2 "Page frame").
 * The catalogue issue replaces this body: full-width carousel on '/', compact search form elsewhere,
 * 'Where to?' overlay on narrow screens. Until then the header has no search.
 */
export function HeaderSearchSlot() {
  return null;
}
