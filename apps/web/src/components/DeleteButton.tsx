import { Trash2 } from 'lucide-react';

export interface DeleteButtonProps {
  /** What is deleted, for screen readers: 'Delete coupon WELCOME10'. */
  itemLabel: string;
  onDelete: () => void;
  pending?: boolean;
}

/** The Delete button of a list item; disabled and reading 'Deleting...' while its call runs. */
export function DeleteButton({ itemLabel, onDelete, pending = false }: DeleteButtonProps) {
  return (
    <button
      type="button"
      onClick={onDelete}
      disabled={pending}
      aria-label={`Delete ${itemLabel}`}
      className="inline-flex items-center gap-1.5 rounded-md border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
    >
      <Trash2 aria-hidden="true" className="size-4" />
      {pending ? 'Deleting...' : 'Delete'}
    </button>
  );
}
