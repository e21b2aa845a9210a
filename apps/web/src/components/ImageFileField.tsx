import { useEffect, useId, useState } from 'react';

export interface ImageFileFieldProps {
  label: string;
  /** MIME types the picker offers, e.g. 'image/png,image/jpeg'. The server checks the bytes. */
  accept: string;
  /** What the accepted kinds are, for people: 'PNG or JPEG'. */
  kindsLabel: string;
  file: File | null;
  onChange: (file: File | null) => void;
  required?: boolean;
  error?: string;
}

/** A labelled single-picture input that previews the chosen picture. */
export function ImageFileField({ label, accept, kindsLabel, file, onChange, required, error }: ImageFileFieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <p id={hintId} className="mt-0.5 text-sm text-slate-600">
        {kindsLabel}
        {required ? '' : ' (optional)'}
      </p>
      <input
        id={inputId}
        type="file"
        accept={accept}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error && errorId].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        className="mt-1 block w-full text-sm text-slate-800 file:mr-4 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      {preview && (
        <img
          src={preview}
          alt={`Preview of ${file?.name ?? 'the chosen picture'}`}
          width={240}
          height={160}
          className="mt-3 h-40 w-60 rounded-md border border-slate-200 object-cover"
        />
      )}
    </div>
  );
}
