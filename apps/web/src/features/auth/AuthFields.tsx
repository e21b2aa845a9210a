import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { TextField, type TextFieldProps } from '../../components/TextField';

type FieldProps = Omit<TextFieldProps, 'label' | 'type'> & { label?: string };

/** The account forms' required e-mail field. */
export function EmailField({ label = 'Email', ...props }: FieldProps) {
  return <TextField label={label} type="email" autoComplete="email" aria-required="true" {...props} />;
}

/** A required password field; a new password unless `autoComplete="current-password"` says otherwise. */
export function PasswordField({ label = 'Password', autoComplete = 'new-password', ...props }: FieldProps) {
  return <TextField label={label} type="password" autoComplete={autoComplete} aria-required="true" {...props} />;
}

/** A refusal kept next to the form (a toast vanishes after two seconds). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
      {children}
    </p>
  );
}

/** The foot of an account form: a link to the neighbouring page, and the submit button. */
export function AuthFormActions({
  to,
  linkText,
  submitText,
  pending,
  wideSubmit = false,
}: {
  to: string;
  linkText: string;
  submitText: string;
  pending: boolean;
  /** Full width on phones, where the button sits under a long link. */
  wideSubmit?: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
      <Link to={to} className="text-sm text-brand-800 underline underline-offset-4 hover:text-brand-900">
        {linkText}
      </Link>
      <Button type="submit" className={wideSubmit ? 'w-full sm:w-auto' : undefined} disabled={pending}>
        {submitText}
      </Button>
    </div>
  );
}
