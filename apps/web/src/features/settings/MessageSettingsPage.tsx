import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_STAY_MESSAGES,
  STAY_MESSAGE_LABELS,
  STAY_MESSAGE_PLACEHOLDERS,
  STAY_MESSAGES,
  stayMessageSettingsSchema,
  type StayMessage,
  type StayMessagePreview,
  type StayMessageSettings,
} from '@hillnest/domain';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '../../components/Button';
import { Loading } from '../../components/Loading';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { usePreviewStayMessage, useSaveSettingsPage, useSettingsPage } from './api';
import { SettingsLayout } from './SettingsLayout';

const WHEN: Record<StayMessage, string> = {
  beforeArrival: 'Days before check-in',
  checkIn: 'Days before check-in',
  afterStay: 'Days after check-out',
};

/** /settings/messages: the messages of a stay, each with its subject, body, timing and a switch. */
export function MessageSettingsPage() {
  const { data, isPending } = useSettingsPage('messages');
  const save = useSaveSettingsPage('messages');
  const [preview, setPreview] = useState<(StayMessagePreview & { message: StayMessage }) | null>(null);
  const previewCall = usePreviewStayMessage(setPreview);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<StayMessageSettings>({ resolver: zodResolver(stayMessageSettingsSchema) as unknown as Resolver<StayMessageSettings> });

  useEffect(() => {
    if (data) reset(data.values);
  }, [data, reset]);

  if (isPending || !data) return <Loading />;
  return (
    <SettingsLayout
      title="Settings"
      intro="The e-mails of a stay, sent for paid bookings that are not cancelled, at the property's time. A cancelled stay gets no more; a changed one gets them at its new dates."
    >
      <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))} className="space-y-6">
        {STAY_MESSAGES.map((message) => {
          const fieldErrors = errors[message];
          return (
            <fieldset key={message} className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <legend className="px-1 text-lg font-semibold text-slate-900">{STAY_MESSAGE_LABELS[message]}</legend>
              <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
                <input type="checkbox" className="size-5 accent-brand-700" {...register(`${message}.enabled`)} />
                Send this message
              </label>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label={WHEN[message]}
                  type="number"
                  min={0}
                  max={30}
                  error={fieldErrors?.days?.message}
                  {...register(`${message}.days`, { valueAsNumber: true })}
                />
                <TextField
                  label="At (the property's time)"
                  type="time"
                  error={fieldErrors?.time?.message}
                  {...register(`${message}.time`)}
                />
              </div>
              <TextField label="Subject" error={fieldErrors?.subject?.message} {...register(`${message}.subject`)} />
              <TextAreaField
                label="Message"
                rows={10}
                error={fieldErrors?.body?.message}
                hint={`Placeholders: ${STAY_MESSAGE_PLACEHOLDERS[message].map((name) => `{${name}}`).join(' ')}. A line whose placeholders are all empty is left out.`}
                {...register(`${message}.body`)}
              />
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  disabled={previewCall.isPending}
                  onClick={() =>
                    previewCall.mutate({ message, subject: getValues(`${message}.subject`), body: getValues(`${message}.body`) })
                  }
                >
                  Preview
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setValue(message, DEFAULT_STAY_MESSAGES[message], { shouldDirty: true });
                    setPreview(null);
                  }}
                >
                  Reset to default
                </Button>
              </div>
              {preview?.message === message && (
                <section
                  aria-label={`Preview of ${STAY_MESSAGE_LABELS[message]}`}
                  className="rounded-md border border-slate-300 bg-slate-50 p-4"
                >
                  <p className="text-sm text-slate-600">
                    {preview.reference
                      ? `Filled from booking ${preview.reference}.`
                      : 'Filled with sample values: there is no booking yet.'}
                  </p>
                  <p className="mt-2 font-semibold text-slate-900">{preview.subject}</p>
                  <pre className="mt-2 font-sans text-sm whitespace-pre-wrap text-slate-800">{preview.text}</pre>
                </section>
              )}
            </fieldset>
          );
        })}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </form>
    </SettingsLayout>
  );
}
