import { LIMITS } from '@hillnest/domain';
import { useEffect } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { attachToaster } from './notify';

/** The toast library's outlet (lazily loaded by AppToaster). */
export default function Toaster() {
  // Effects run children first: Sonner is listening before the waiting toasts are handed over.
  useEffect(() => attachToaster((kind, message) => toast[kind](message, { duration: LIMITS.toastMs })), []);
  return <Sonner richColors position="top-center" duration={LIMITS.toastMs} closeButton={false} />;
}
