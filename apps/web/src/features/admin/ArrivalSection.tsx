import { zodResolver } from '@hookform/resolvers/zod';
import { arrivalNotesSchema, type ArrivalNotesInput } from '@hillnest/domain';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '../../components/Button';
import { notify } from '../../components/notify';
import { TextAreaField } from '../../components/TextAreaField';
import { errorMessage } from '../../lib/api';
import { useArrivalNotes, useSaveArrivalNotes } from './api';

/**
 * A property's arrival notes on its edit page, saved on their own: how to get there (in the
 * before-arrival e-mail) and the private check-in instructions (only to the booking's guest).
 */
export function ArrivalSection({ hotelId }: { hotelId: string }) {
  const notes = useArrivalNotes(hotelId);
  const save = useSaveArrivalNotes(hotelId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ArrivalNotesInput>({ resolver: zodResolver(arrivalNotesSchema) as unknown as Resolver<ArrivalNotesInput> });
  useEffect(() => {
    if (notes.data) reset(notes.data);
  }, [notes.data, reset]);

  return (
    <section aria-labelledby="arrival-heading" className="mt-10 space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="arrival-heading" className="text-2xl font-bold text-slate-900">
        Arrival
      </h2>
      <form
        noValidate
        aria-label="Arrival"
        className="space-y-4"
        onSubmit={handleSubmit((values) =>
          save.mutate(values, {
            onSuccess: () => notify.success('Arrival notes saved'),
            onError: (error) => notify.error(errorMessage(error, 'Could not save the arrival notes')),
          }),
        )}
      >
        <TextAreaField
          label="How to get there"
          rows={4}
          hint="Sent in the before-arrival e-mail and shown on the guest's booking page."
          error={errors.directions?.message}
          {...register('directions')}
        />
        <TextAreaField
          label="Check-in instructions (private)"
          rows={4}
          hint="Door code, Wi-Fi, caretaker's number: sent only to the booking's guest, and shown on their booking page from the check-in message's time. Never on a public page."
          error={errors.checkInInstructions?.message}
          {...register('checkInInstructions')}
        />
        <Button type="submit" disabled={save.isPending || notes.isPending}>
          {save.isPending ? 'Saving...' : 'Save arrival notes'}
        </Button>
      </form>
    </section>
  );
}
