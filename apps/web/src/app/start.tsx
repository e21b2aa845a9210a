import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { createRouter } from './router';

/** Builds the app into `container` (index.html's #root, whose header row it replaces). */
export function start(container: HTMLElement): void {
  const router = createRouter();
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
