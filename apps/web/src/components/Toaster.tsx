import { LIMITS } from '@hillnest/domain';
import { useEffect, useSyncExternalStore } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { attachToaster } from './notify';

/** Phones: below Tailwind's md, where the property page shows its booking bar at the bottom. */
const PHONE = '(max-width: 767px)';
const subscribePhone = (onChange: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isPhone = () => window.matchMedia(PHONE).matches;

/**
 * The toast library's outlet (lazily loaded by AppToaster). Toasts never cover a form, a booking bar
 * or what they confirm: on a phone they show at the top, over the header, away from the booking bar,
 * the test-mode notice and the scroll-to-top button at the bottom; on wider screens at the bottom
 * left, above the test-mode notice, clear of the scroll-to-top button and of the booking block on
 * the right.
 */
export default function Toaster() {
  const phone = useSyncExternalStore(subscribePhone, isPhone, () => false);
  // Effects run children first: Sonner is listening before the waiting toasts are handed over.
  useEffect(() => attachToaster((kind, message) => toast[kind](message, { duration: LIMITS.toastMs })), []);
  return (
    <Sonner
      richColors
      position={phone ? 'top-center' : 'bottom-left'}
      offset={{ top: '0.75rem', bottom: '4.5rem', left: '1rem' }}
      mobileOffset={{ top: '0.75rem', left: '0.75rem', right: '0.75rem' }}
      duration={LIMITS.toastMs}
      closeButton={false}
    />
  );
}
