import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToasterRequest, toasterRequested } from './notify';

const Toaster = lazy(() => import('./Toaster'));

/** The one toast outlet of the app, mounted once by the page frame; its code loads with the first toast. */
export function AppToaster() {
  const requested = useSyncExternalStore(subscribeToasterRequest, toasterRequested, toasterRequested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
