import type { ReactNode } from 'react';
import { Button } from './Button';

interface FormSubmitRowProps {
  /** The server's refusal of the last submit, shown above the button. */
  error?: string | null;
  saving: boolean;
  /** The button's text, and its text while the form is being saved. */
  label: string;
  savingLabel: string;
  /** A note between the refusal and the button. */
  children?: ReactNode;
}

/** The end of an admin form: the server's refusal, if any, then the submit button, disabled while saving. */
export function FormSubmitRow({ error, saving, label, savingLabel, children }: FormSubmitRowProps) {
  return (
    <>
      {error && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          {error}
        </p>
      )}
      {children}
      <Button type="submit" disabled={saving}>
        {saving ? savingLabel : label}
      </Button>
    </>
  );
}
