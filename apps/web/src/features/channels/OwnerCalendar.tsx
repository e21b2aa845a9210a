/**
 * The owner's calendar of one property: every night from today to a year ahead, booked, held (a
 * payment in progress), blocked by the owner or by another platform's calendar. The owner selects
 * nights (first and last night, both included) and blocks them with a note, or unblocks a block.
 */
import {
  addDays,
  bookingWindowEnd,
  CHANNEL_LIMITS,
  formatLongDate,
  fromLocalDate,
  nightsLabel,
  nightsOf,
  shortMonthName,
  toLocalDate,
  type CalendarBlock,
  type IsoDate,
  type PropertyNights,
} from '@hillnest/domain';
import { useId, useState } from 'react';
import { DayPicker, type DateRange, type Matcher } from 'react-day-picker';
import 'react-day-picker/style.css';
import { Button } from '../../components/Button';
import { Loading } from '../../components/Loading';
import { notify } from '../../components/notify';
import { errorMessage } from '../../lib/api';
import { DeleteButton } from '../../components/DeleteButton';
import { useBlockNights, usePropertyNights, useUnblockNights } from './api';
import './owner-calendar.css';

type NightState = 'booked' | 'held' | 'ownerBlocked' | 'imported' | 'conflict';

const STATE_LABELS: Record<NightState, string> = {
  booked: 'Booked',
  held: 'Held (payment in progress)',
  ownerBlocked: 'Blocked by you',
  imported: 'Blocked by another calendar',
  conflict: 'Conflict: booked here and elsewhere',
};

/** Each night's state; a stay wins over a block, and a booked night that another calendar also blocks is a conflict. */
function nightStates(data: PropertyNights): Map<IsoDate, NightState> {
  const states = new Map<IsoDate, NightState>();
  for (const block of data.blocks) {
    for (const night of nightsOf(block.firstNight, addDays(block.lastNight, 1))) {
      if (states.get(night) !== 'ownerBlocked') states.set(night, block.source === 'owner' ? 'ownerBlocked' : 'imported');
    }
  }
  const conflicting = new Set(data.blocks.filter((b) => b.conflict).flatMap((b) => nightsOf(b.firstNight, addDays(b.lastNight, 1))));
  for (const stay of data.stays) {
    for (const night of nightsOf(stay.checkIn, stay.checkOut)) {
      states.set(night, stay.status === 'booked' && conflicting.has(night) ? 'conflict' : stay.status);
    }
  }
  return states;
}

function Legend() {
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-4 text-sm text-slate-800">
      {(Object.keys(STATE_LABELS) as NightState[]).map((state) => (
        <li key={state} className="flex items-center gap-2">
          <span aria-hidden="true" className={`hn-night hn-night-${state} inline-block size-4 rounded border border-slate-400`} />
          {STATE_LABELS[state]}
        </li>
      ))}
    </ul>
  );
}

function BlockList({ hotelId, blocks }: { hotelId: string; blocks: CalendarBlock[] }) {
  const unblock = useUnblockNights(hotelId);
  const owners = blocks.filter((b) => b.source === 'owner');
  const imported = blocks.filter((b) => b.source === 'import');
  const onUnblock = (block: CalendarBlock) =>
    unblock.mutate(block._id, {
      onSuccess: () => notify.success('Nights unblocked'),
      onError: (error) => notify.error(errorMessage(error)),
    });
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="owner-blocks-heading">
        <h3 id="owner-blocks-heading" className="font-semibold text-slate-900">
          Blocked by you
        </h3>
        {owners.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No nights blocked by you.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200">
            {owners.map((block) => {
              const label = nightsLabel(block.firstNight, block.lastNight, formatLongDate);
              return (
                <li key={block._id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <span>
                    <span className="font-medium text-slate-900">{label}</span>
                    {block.note && <span className="text-slate-700"> · {block.note}</span>}
                  </span>
                  <DeleteButton
                    verb="Unblock"
                    itemLabel={label}
                    onDelete={() => onUnblock(block)}
                    pending={unblock.isPending && unblock.variables === block._id}
                    consequence="Guests can book these nights again."
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="imported-blocks-heading">
        <h3 id="imported-blocks-heading" className="font-semibold text-slate-900">
          Blocked by other calendars
        </h3>
        {imported.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No nights blocked by other calendars.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200">
            {imported.map((block) => (
              <li key={block._id} className="py-2 text-sm">
                <span className="font-medium text-slate-900">{nightsLabel(block.firstNight, block.lastNight, formatLongDate)}</span>
                <span className="text-slate-700">
                  {' '}
                  · {block.calendarName}
                  {block.summary && <> ({block.summary})</>}
                </span>
                {block.conflict && (
                  <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-900">Conflict with a booking here</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function CalendarAndForm({ hotelId, data }: { hotelId: string; data: PropertyNights }) {
  const noteId = useId();
  const block = useBlockNights(hotelId);
  const [range, setRange] = useState<DateRange | undefined>();
  const [note, setNote] = useState('');
  const today = data.today;
  const windowEnd = bookingWindowEnd(today);
  const states = nightStates(data);
  const datesIn = (wanted: NightState[]) => [...states].filter(([, state]) => wanted.includes(state)).map(([night]) => toLocalDate(night));
  // Nights a guest or the owner already holds cannot be blocked again; another calendar's nights can.
  const disabled: Matcher[] = [
    { before: toLocalDate(today) },
    { after: toLocalDate(addDays(windowEnd, -1)) },
    ...datesIn(['booked', 'held', 'conflict', 'ownerBlocked']),
  ];
  const firstNight = range?.from ? fromLocalDate(range.from) : null;
  const lastNight = range?.to ? fromLocalDate(range.to) : firstNight;

  const onBlock = () => {
    if (!firstNight || !lastNight) return;
    block.mutate(
      { firstNight, lastNight, note },
      {
        onSuccess: () => {
          notify.success('Nights blocked');
          setRange(undefined);
          setNote('');
        },
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  };

  return (
    <div className="space-y-4">
      <Legend />
      <DayPicker
        mode="range"
        selected={range}
        onSelect={setRange}
        excludeDisabled
        numberOfMonths={2}
        weekStartsOn={1}
        // The property's today, not the browser's: the two differ around midnight in another timezone.
        today={toLocalDate(today)}
        defaultMonth={toLocalDate(today)}
        startMonth={toLocalDate(today)}
        endMonth={toLocalDate(windowEnd)}
        disabled={disabled}
        modifiers={{
          booked: datesIn(['booked']),
          held: datesIn(['held']),
          ownerBlocked: datesIn(['ownerBlocked']),
          imported: datesIn(['imported']),
          conflict: datesIn(['conflict']),
        }}
        modifiersClassNames={{
          booked: 'hn-night hn-night-booked',
          held: 'hn-night hn-night-held',
          ownerBlocked: 'hn-night hn-night-ownerBlocked',
          imported: 'hn-night hn-night-imported',
          conflict: 'hn-night hn-night-conflict',
        }}
        formatters={{ formatCaption: (month: Date) => `${shortMonthName(month.getMonth())} ${month.getFullYear()}` }}
        labels={{
          labelDayButton: (date: Date, modifiers: Record<string, boolean>) => {
            const state = (Object.keys(STATE_LABELS) as NightState[]).find((s) => modifiers[s]);
            return `Night of ${formatLongDate(fromLocalDate(date))}${state ? `, ${STATE_LABELS[state].toLowerCase()}` : ''}${modifiers.selected ? ', selected' : ''}`;
          },
        }}
        className="hn-owner-calendar"
      />
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <div>
          <p aria-live="polite" className="mb-2 text-sm text-slate-800">
            {firstNight && lastNight
              ? `Selected: ${nightsLabel(firstNight, lastNight, formatLongDate)}`
              : 'Select the first and the last night to block.'}
          </p>
          <label htmlFor={noteId} className="block text-sm font-medium text-slate-800">
            Note (maintenance, own stay…)
          </label>
          <input
            id={noteId}
            value={note}
            maxLength={CHANNEL_LIMITS.blockNoteMax}
            onChange={(event) => setNote(event.target.value)}
            className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base text-slate-900 shadow-sm"
          />
        </div>
        <Button onClick={onBlock} disabled={!firstNight || block.isPending}>
          {block.isPending ? 'Blocking...' : 'Block nights'}
        </Button>
      </div>
      <BlockList hotelId={hotelId} blocks={data.blocks} />
    </div>
  );
}

export function OwnerCalendar({ hotelId }: { hotelId: string }) {
  const nights = usePropertyNights(hotelId);
  return (
    <section aria-labelledby="owner-calendar-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="owner-calendar-heading" className="text-xl font-semibold text-slate-900">
        Availability
      </h2>
      {nights.isPending ? (
        <Loading />
      ) : nights.isError ? (
        <p role="alert" className="text-red-800">
          Could not load the calendar: {errorMessage(nights.error)}
        </p>
      ) : (
        <CalendarAndForm hotelId={hotelId} data={nights.data} />
      )}
    </section>
  );
}
