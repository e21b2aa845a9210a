import { zodResolver } from '@hookform/resolvers/zod';
import { SETTINGS_LOCKED_TEXT, SETTINGS_SCHEMAS, type SettingsPage, type SettingsValues } from '@hillnest/domain';
import { useEffect, type ReactNode } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormGetValues } from 'react-hook-form';
import { Button } from '../../components/Button';
import { Loading } from '../../components/Loading';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { useSaveSettingsPage, useSettingsPage } from './api';

export interface SettingsField<P extends SettingsPage> {
  name: keyof SettingsValues[P] & string;
  label: string;
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'password' | 'checkbox';
  multiline?: boolean;
  /** A choice among these values (a select). */
  options?: readonly string[];
  /** Values offered as the owner types (a datalist); any other valid value may be entered. */
  suggestions?: readonly string[];
  /**
   * A text with a default made from the page's other values (the specification's): stored empty, the
   * field shows the default; sent unchanged from it, it is stored empty again (so it keeps following
   * those values). "Reset to default" puts it back.
   */
  defaultText?: (values: FieldValues) => string;
  /** A note shown under the field while its text matches (the text names days or percentages). */
  warnWhen?: { pattern: RegExp; message: string };
}

/**
 * A settings page's form: validated with the page's schema from the domain (the server checks the same),
 * saved whole; fields the server's environment sets are shown read-only and sent back as they are. A
 * secret field starts empty and says whether one is stored; left empty, the stored one is kept.
 * `actions` adds buttons working on the values as entered ("Check connection").
 */
export function SettingsForm<P extends SettingsPage>({
  page,
  fields,
  actions,
}: {
  page: P;
  fields: SettingsField<P>[];
  actions?: (getValues: UseFormGetValues<FieldValues>) => ReactNode;
}) {
  const { data, isPending } = useSettingsPage(page);
  const save = useSaveSettingsPage(page);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    watch,
    formState: { errors },
  } = useForm<FieldValues>({ resolver: zodResolver(SETTINGS_SCHEMAS[page]) as unknown as Resolver<FieldValues> });

  useEffect(() => {
    if (!data) return;
    const values: FieldValues = { ...data.values };
    for (const { name, defaultText } of fields) if (defaultText && !values[name]) values[name] = defaultText(values);
    reset(values);
  }, [data, reset, fields]);

  if (isPending || !data) return <Loading />;
  const locked = new Set(data.lockedByEnvironment);
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        const sent: FieldValues = { ...values };
        for (const { name, defaultText } of fields)
          if (defaultText && String(sent[name]).trim() === defaultText(values).trim()) sent[name] = '';
        save.mutate(sent as SettingsValues[P]);
      })}
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      {fields.map(({ name, label, hint: fieldHint, type = 'text', multiline, options, suggestions, defaultText, warnWhen }) => {
        const isLocked = locked.has(name);
        const secret = data.secrets?.[name];
        const hint = secret === undefined ? fieldHint : `Stored: ${secret}.${isLocked ? '' : ' Leave empty to keep it.'}`;
        const props = {
          label,
          error: errors[name]?.message as string | undefined,
          ...register(name, type === 'number' ? { valueAsNumber: true } : undefined),
        };
        if (type === 'checkbox')
          return (
            <div key={name}>
              <label className="flex items-start gap-3 text-sm font-medium text-slate-800">
                <input type="checkbox" disabled={isLocked} className="mt-0.5 size-5 accent-brand-700" {...register(name)} />
                <span>
                  {label}
                  {hint && <span className="mt-1 block font-normal text-slate-600">{hint}</span>}
                </span>
              </label>
            </div>
          );
        return (
          <div key={name}>
            {options && !isLocked ? (
              <SelectField options={options} {...props} />
            ) : multiline ? (
              <TextAreaField rows={6} hint={hint} readOnly={isLocked} {...props} />
            ) : (
              <TextField
                type={type}
                readOnly={isLocked}
                autoComplete={type === 'password' ? 'new-password' : suggestions ? 'off' : undefined}
                list={suggestions && !isLocked ? `${page}-${name}-suggestions` : undefined}
                {...props}
              />
            )}
            {suggestions && !isLocked && (
              <datalist id={`${page}-${name}-suggestions`}>
                {suggestions.map((value) => (
                  <option key={value} value={value} />
                ))}
              </datalist>
            )}
            {warnWhen && warnWhen.pattern.test(String(watch(name) ?? '')) && (
              <p className="mt-1 text-sm text-amber-900">{warnWhen.message}</p>
            )}
            {defaultText && !isLocked && (
              <button
                type="button"
                className="mt-1 text-sm font-medium text-brand-800 underline underline-offset-4"
                onClick={() => setValue(name as string, defaultText(getValues()), { shouldDirty: true })}
              >
                Reset to default
              </button>
            )}
            {isLocked ? (
              <p className="mt-1 text-sm text-slate-600">
                <span aria-hidden="true">🔒 </span>
                {`Locked: ${SETTINGS_LOCKED_TEXT}.`}
              </p>
            ) : (
              !multiline && hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>
            )}
          </div>
        );
      })}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
        {actions?.(getValues)}
      </div>
    </form>
  );
}
