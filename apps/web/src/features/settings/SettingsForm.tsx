import { zodResolver } from '@hookform/resolvers/zod';
import { SETTINGS_LOCKED_TEXT, SETTINGS_SCHEMAS, type SettingsPage, type SettingsValues } from '@hillnest/domain';
import { useEffect } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { Button } from '../../components/Button';
import { Loading } from '../../components/Loading';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { useSaveSettingsPage, useSettingsPage } from './api';

export interface SettingsField<P extends SettingsPage> {
  name: keyof SettingsValues[P] & string;
  label: string;
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  multiline?: boolean;
}

/**
 * A settings page's form: validated with the page's schema from the domain (the server checks the same),
 * saved whole; fields the server's environment sets are shown read-only and sent back as they are.
 */
export function SettingsForm<P extends SettingsPage>({ page, fields }: { page: P; fields: SettingsField<P>[] }) {
  const { data, isPending } = useSettingsPage(page);
  const save = useSaveSettingsPage(page);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FieldValues>({ resolver: zodResolver(SETTINGS_SCHEMAS[page]) as unknown as Resolver<FieldValues> });

  useEffect(() => {
    if (data) reset(data.values);
  }, [data, reset]);

  if (isPending || !data) return <Loading />;
  const locked = new Set(data.lockedByEnvironment);
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => save.mutate(values as SettingsValues[P]))}
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      {fields.map(({ name, label, hint, type = 'text', multiline }) => {
        const isLocked = locked.has(name);
        const props = { label, readOnly: isLocked, error: errors[name]?.message as string | undefined, ...register(name) };
        return (
          <div key={name}>
            {multiline ? <TextAreaField rows={6} hint={hint} {...props} /> : <TextField type={type} {...props} />}
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
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save'}
      </Button>
    </form>
  );
}
