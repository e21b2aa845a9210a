import { TextField, type TextFieldProps } from '../../components/TextField';

export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

/** A whole number typed on a phone's number pad (the form keeps it as text; the domain's schema reads it). */
export function NumberField(props: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField type="number" inputMode="numeric" {...props} />;
}
