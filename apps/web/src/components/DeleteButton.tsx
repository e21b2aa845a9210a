import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

export interface DeleteButtonProps {
  /** What is deleted: 'coupon WELCOME10'. Names the button for screen readers and the dialog's question. */
  itemLabel: string;
  onDelete: () => void;
  pending?: boolean;
  /** What deleting it means, said in the dialog ('Guests can no longer use it.'). */
  consequence?: ReactNode;
  /** The button's visible text and the dialog's verb ('Delete', 'Remove', 'Unblock'). */
  verb?: string;
}

/**
 * The Delete button of a list item. It asks first, in a dialog naming the item; only the dialog's own
 * button deletes. Disabled and reading 'Deleting...' while the call runs.
 */
export function DeleteButton({ itemLabel, onDelete, pending = false, consequence, verb = 'Delete' }: DeleteButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setAsking(true)}
        disabled={pending}
        aria-label={`${verb} ${itemLabel}`}
        className="inline-flex items-center gap-1.5 rounded-md border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {pending ? (verb === 'Delete' ? 'Deleting...' : `${verb}...`) : verb}
      </button>
      {asking && (
        <ConfirmDialog
          title={`${verb} ${itemLabel}?`}
          confirmLabel={verb}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            onDelete();
          }}
        >
          {consequence}
        </ConfirmDialog>
      )}
    </>
  );
}
