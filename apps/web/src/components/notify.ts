import { LIMITS } from '@hillnest/domain';
import { toast } from 'sonner';

/**
 * Toast helper (SPEC §4): success is green, error is red, both vanish after 2 seconds.
 * Rendering needs the single <AppToaster /> mounted by the page frame.
 */
export const notify = {
  success: (message: string) => toast.success(message, { duration: LIMITS.toastMs }),
  error: (message: string) => toast.error(message, { duration: LIMITS.toastMs }),
};
