import { cleanup, configure } from '@testing-library/preact';
import { afterAll, afterEach } from 'vitest';
import { forgetSessionHint } from '../features/auth/api';

// findBy*/waitFor wait up to 15 s instead of 1 s: lazy pages load their code on first use, and on a
// busy machine that alone can take more than a second. Passing tests finish as soon as they can.
configure({ asyncUtilTimeout: 15_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  document.cookie = 'signed_in=; path=/; max-age=0';
  forgetSessionHint();
});

// Preact runs effects, and their clean-ups, a frame after rendering (a 35 ms timer under jsdom), and one may lead to the next. Let
// the last ones run before the file's DOM is torn down, or they would find no window.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 300)));

// Browser APIs jsdom lacks that UI libraries (the embla carousels) call: inert stand-ins.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= InertObserver as unknown as typeof IntersectionObserver;
// Previews of chosen files.
URL.createObjectURL ??= () => 'blob:preview';
URL.revokeObjectURL ??= () => {};
// jsdom has no canvas: charts (the owner dashboard) find no 2D context and draw nothing; their
// figures are checked through the data tables beside them.
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
