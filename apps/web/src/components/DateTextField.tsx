import { formatDayMonthYear, parseDayMonthYear, type IsoDate } from '@hillnest/domain';
import { useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TextField } from './TextField';

export const DATE_TEXT_MESSAGE = 'Enter a date as dd/mm/yyyy';

export interface DateTextFieldProps {
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: IsoDate | '';
  onChange(value: IsoDate | ''): void;
  error?: string;
  disabled?: boolean;
  className?: string;
  /**
   * In a form: hand on text that is no date as it is, so the form's validation refuses it and this field
   * says how to write it. Elsewhere (a filter) such text is kept here until it is a date.
   */
  passInvalid?: boolean;
}

/**
 * A date typed as dd/mm/yyyy, as every date in the admin reads (a browser's own date input follows the
 * browser's language, often mm/dd/yyyy). Hands on YYYY-MM-DD once the text is a real date, '' when blank.
 */
export function DateTextField({ label, value, onChange, error, disabled, className, passInvalid = false }: DateTextFieldProps) {
  const [text, setText] = useState(value ? formatDayMonthYear(value) : '');
  const [shown, setShown] = useState(value);
  // A new value from outside (a reset, a link) replaces what was typed.
  if (value !== shown) {
    setShown(value);
    if (value !== text && value !== (parseDayMonthYear(text) ?? '')) setText(value ? formatDayMonthYear(value) : '');
  }
  // Said only with a message from outside (the form's validation, after submitting): a message appearing
  // as the field is left would move the button being clicked.
  const typedWrong = text.trim() !== '' && parseDayMonthYear(text) === null;
  return (
    <TextField
      label={label}
      value={text}
      placeholder="dd/mm/yyyy"
      inputMode="numeric"
      autoComplete="off"
      disabled={disabled}
      className={className}
      error={error && typedWrong ? DATE_TEXT_MESSAGE : error}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const parsed = next.trim() === '' ? '' : parseDayMonthYear(next);
        if (parsed !== null) {
          setShown(parsed);
          onChange(parsed);
        } else if (passInvalid) {
          setShown(next);
          onChange(next);
        }
      }}
    />
  );
}

/**
 * A form's date field (react-hook-form): the form holds YYYY-MM-DD, or the text as typed when it is no
 * date, so the form's schema refuses it and the field says how to write it.
 */
export function FormDateField<Values extends FieldValues, Transformed = Values>({
  control,
  name,
  ...field
}: { control: Control<Values, unknown, Transformed>; name: Path<Values> } & Omit<
  DateTextFieldProps,
  'value' | 'onChange' | 'passInvalid'
>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: date }) => <DateTextField {...field} value={date.value ?? ''} onChange={date.onChange} passInvalid />}
    />
  );
}
