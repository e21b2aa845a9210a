import { LIMITS } from '@hillnest/domain';
import { Toaster } from 'sonner';

/** The one toast outlet of the app; mounted once by the page frame. */
export function AppToaster() {
  return <Toaster richColors position="top-center" duration={LIMITS.toastMs} closeButton={false} />;
}
