import type { ReactNode } from 'react';
// The one modal of the site (focus kept inside, Escape closes, focus returns to the opener).
import { Modal } from './Modal';
import { Button } from './Button';

export interface ConfirmDialogProps {
  /** The question, naming what is affected: 'Delete coupon WELCOME10?'. */
  title: string;
  /** What happens after confirming, in a sentence or two. */
  children?: ReactNode;
  /** Label of the confirming button ('Delete'). */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be undone; Cancel (or Escape) changes nothing. */
export function ConfirmDialog({ title, children, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal title={title} onClose={onCancel}>
      {children && <div className="mt-3 text-slate-700">{children}</div>}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {/* Cancel first: it takes the focus when the dialog opens, so Enter alone deletes nothing. */}
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm} className="bg-red-700! hover:bg-red-800!">
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
