import { LIMITS } from '@hillnest/domain';
import { useEffect } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { attachToaster } from './notify';

/** The toast library's outlet (lazily loaded by AppToaster). */
export default function Toaster() {
  // Effects run children first: Sonner is listening before the waiting toasts are handed over.
  useEffect(() => attachToaster((kind, message) => toast[kind](message, { duration: LIMITS.toastMs })), []);
  // At the bottom, above the test-mode notice and the phone's booking bar: never over the header's search.
  return (
    <Sonner
      richColors
      position="bottom-center"
      offset={{ bottom: '4.5rem' }}
      mobileOffset={{ bottom: '9rem' }}
      duration={LIMITS.toastMs}
      closeButton={false}
    />
  );
}
