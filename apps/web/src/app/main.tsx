import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import '../index.css';
import { finishHydration, hydrateFirstView } from '../lib/firstView';
import { createQueryClient } from '../lib/queryClient';
import { AppProviders } from './providers';
import { createRouter, whenRouterReady } from './router';

function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const queryClient = createQueryClient();
const serverRendered = hydrateFirstView(queryClient);
const router = createRouter();

// A server-rendered page is already on screen: the app's first render must show the same page, so it
// waits for the page's code (preloaded with the HTML) instead of showing a loading state over it, and
// lets the browser paint the page first (taking it over is the longest task of the page's load).
if (serverRendered) {
  await whenRouterReady(router);
  await afterNextPaint();
}

const app = (
  <StrictMode>
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
if (serverRendered) {
  // Hydration attaches the app to the server's elements without rewriting them.
  hydrateRoot(container, app);
  finishHydration();
} else {
  createRoot(container).render(app);
}
// From here the page's buttons and forms respond (browser tests wait for it: on a server-rendered page
// the code starts after the lead image, so the window's load event can come first).
document.documentElement.dataset.app = 'started';
