/**
 * Toast helper (docs/product/frame.md): success is green, error is red, both vanish after 2 seconds.
 *
 * The toast library loads with the first toast, not with the first page: most visits never see one,
 * and it would weigh a tenth of the first view's JavaScript. Toasts asked for before it has loaded
 * wait here and show, in order, as soon as <AppToaster /> (mounted once by the page frame) attaches it.
 */
export type ToastKind = 'success' | 'error';
type Show = (kind: ToastKind, message: string) => void;

let show: Show | null = null;
let requested = false;
const waiting: [ToastKind, string][] = [];
const listeners = new Set<() => void>();

function enqueue(kind: ToastKind, message: string): void {
  if (show) return show(kind, message);
  waiting.push([kind, message]);
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
}

export const notify = {
  success: (message: string) => enqueue('success', message),
  error: (message: string) => enqueue('error', message),
};

/** Whether a toast has been asked for, so the toaster should be on the page (for useSyncExternalStore). */
export const toasterRequested = () => requested;

export function subscribeToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the mounted toaster: shows what waited, then every later toast at once. Returns the detach. */
export function attachToaster(next: Show): () => void {
  show = next;
  for (const [kind, message] of waiting.splice(0)) next(kind, message);
  return () => {
    if (show === next) show = null;
  };
}
