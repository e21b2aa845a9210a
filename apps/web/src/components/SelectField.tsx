import { useId, type Ref, type SelectHTMLAttributes } from 'react';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** A text is its own value; a value with a label shows the label (an id behind a name). */
  options: readonly (string | { value: string | number; label: string })[];
  /** Text of an empty first option ('' value), e.g. 'Select...'; omit for none. */
  placeholder?: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select with its validation message; works with react-hook-form's register(). */
export function SelectField({ label, options, placeholder, error, id, className = '', ref, ...selectProps }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm ${
          error ? 'border-red-700' : 'border-slate-400'
        }`}
        {...selectProps}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
