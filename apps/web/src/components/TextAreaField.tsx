import { useId, type Ref, type TextareaHTMLAttributes } from 'react';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** A hint under the label, announced with the field. */
  hint?: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with its validation message; works with react-hook-form's register(). */
export function TextAreaField({ label, hint, error, id, className = '', ref, ...areaProps }: TextAreaFieldProps) {
  const generatedId = useId();
  const areaId = id ?? generatedId;
  const hintId = `${areaId}-hint`;
  const errorId = `${areaId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={areaId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <textarea
        ref={ref}
        id={areaId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1 block w-full rounded-md border px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 ${
          error ? 'border-red-700' : 'border-slate-400'
        }`}
        {...areaProps}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
