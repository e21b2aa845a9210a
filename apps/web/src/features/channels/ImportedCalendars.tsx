import { zodResolver } from '@hookform/resolvers/zod';
import { externalCalendarSchema, type ExternalCalendar, type ExternalCalendarInput } from '@hillnest/domain';
import { RefreshCw } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/Button';
import { DeleteButton } from '../../components/DeleteButton';
import { Loading } from '../../components/Loading';
import { notify } from '../../components/notify';
import { TextField } from '../../components/TextField';
import { errorMessage } from '../../lib/api';
import { useSiteConfig } from '../../lib/siteConfig';
import { useAddCalendar, usePropertyCalendars, useRemoveCalendar, useSyncCalendar } from './api';

function useFormatInstant() {
  const timeZone = useSiteConfig().data?.propertyTimezone;
  const format = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return (instant: string | null) => (instant ? format.format(new Date(instant)) : 'Never');
}

function CalendarRow({ hotelId, calendar }: { hotelId: string; calendar: ExternalCalendar }) {
  const sync = useSyncCalendar(hotelId);
  const remove = useRemoveCalendar(hotelId);
  const formatInstant = useFormatInstant();
  const onSync = () =>
    sync.mutate(calendar._id, {
      onSuccess: (result) => (result.ok ? notify.success('Calendar synced') : notify.error(`Sync failed: ${result.error}`)),
      onError: (error) => notify.error(errorMessage(error)),
    });
  // The promise, not mutate's callbacks: the refetch after the removal takes this row away, and an
  // unmounted mutation's callbacks never run (the toast would go missing).
  const onRemove = () =>
    remove.mutateAsync(calendar._id).then(
      () => notify.success('Calendar removed'),
      (error: unknown) => notify.error(errorMessage(error)),
    );
  return (
    <li aria-label={calendar.name} className="space-y-2 py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{calendar.name}</h3>
          <p className="truncate font-mono text-xs text-slate-600" title={calendar.url}>
            {calendar.url}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={onSync}
            disabled={sync.isPending}
            aria-label={`Sync ${calendar.name} now`}
            className="inline-flex items-center gap-1.5 rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {sync.isPending ? 'Syncing...' : 'Sync now'}
          </button>
          <DeleteButton
            itemLabel={`calendar ${calendar.name}`}
            onDelete={onRemove}
            pending={remove.isPending}
            consequence="The nights it blocks become free here."
          />
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="inline text-slate-600">Last synced: </dt>
          <dd className="inline text-slate-900">{formatInstant(calendar.lastSyncedAt)}</dd>
        </div>
        <div>
          <dt className="inline text-slate-600">Blocked stays: </dt>
          <dd className="inline text-slate-900">{calendar.blockedStays}</dd>
        </div>
        {calendar.conflicts > 0 && (
          <div>
            <dt className="inline text-slate-600">Conflicts: </dt>
            <dd className="inline font-semibold text-red-800">{calendar.conflicts}</dd>
          </div>
        )}
      </dl>
      {calendar.lastError && (
        <p role="status" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          Last sync failed ({formatInstant(calendar.lastAttemptAt)}): {calendar.lastError} The nights it blocked before stay blocked.
        </p>
      )}
    </li>
  );
}

function AddCalendarForm({ hotelId }: { hotelId: string }) {
  const add = useAddCalendar(hotelId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ExternalCalendarInput>({ resolver: zodResolver(externalCalendarSchema), defaultValues: { name: '', url: '' } });
  const onValid = (input: ExternalCalendarInput) =>
    add.mutate(input, {
      onSuccess: (result) => {
        reset();
        if (result.ok) notify.success('Calendar added');
        else notify.error(`Calendar added, but its first sync failed: ${result.error}`);
      },
      onError: (error) => notify.error(errorMessage(error)),
    });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-[1fr_2fr_auto] sm:items-start"
    >
      <TextField label="Calendar name" placeholder="Airbnb" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Calendar address (iCal)"
        type="url"
        placeholder="https://www.airbnb.com/calendar/ical/….ics"
        error={errors.url?.message}
        {...register('url')}
      />
      <Button type="submit" disabled={add.isPending} className="sm:mt-6">
        {add.isPending ? 'Adding...' : 'Add calendar'}
      </Button>
    </form>
  );
}

/** Other platforms' calendars imported into the property: their state, sync now, remove, add. */
export function ImportedCalendars({ hotelId }: { hotelId: string }) {
  const calendars = usePropertyCalendars(hotelId);
  return (
    <section aria-labelledby="imported-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="imported-heading" className="text-xl font-semibold text-slate-900">
        Imported calendars
      </h2>
      <p className="text-slate-700">
        Paste each platform&rsquo;s export address (iCal) here: the nights booked or closed there are blocked here, and checked again every
        few minutes.
      </p>
      {calendars.isPending ? (
        <Loading />
      ) : calendars.isError ? (
        <p role="alert" className="text-red-800">
          Could not load the calendars: {errorMessage(calendars.error)}
        </p>
      ) : calendars.data.length === 0 ? (
        <p className="text-slate-700">No calendars imported yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {calendars.data.map((calendar) => (
            <CalendarRow key={calendar._id} hotelId={hotelId} calendar={calendar} />
          ))}
        </ul>
      )}
      <AddCalendarForm hotelId={hotelId} />
    </section>
  );
}
