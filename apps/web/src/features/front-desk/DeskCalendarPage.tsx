/**
 * /admin/calendar (administrator): every property down the side, nights across, for 2 weeks to 3
 * months. Bookings, payments in progress, the owner's blocks and other calendars' nights are bars
 * labelled with the guest and reference; a booking's bar opens the booking. Free nights are chosen by
 * dragging, or by choosing the first and then the last night (a tap, Enter or Space), and are then
 * blocked or booked. With a mouse, a booking's bar is dragged along its row to other nights (the same
 * length) and dropped there to open the booking page's change-dates dialog with those dates. The grid is
 * one Tab stop: arrow keys move between nights and properties, Home/End to the row's ends. On a phone
 * one property at a time, chosen with a switcher.
 */
import {
  addDays,
  BOOKING_SOURCE_LABELS,
  daysBetween,
  DESK_SPAN_LABELS,
  DESK_SPANS,
  type DeskBar,
  type DeskCalendar,
  formatLongDate,
  formatNights,
  type IsoDate,
  nightsBetween,
  nightsLabel,
  nightsOf,
  shortMonthName,
} from '@hillnest/domain';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminPageHeader, ButtonLink } from '../../components/AdminPageHeader';
import { Button } from '../../components/Button';
import { Loading } from '../../components/Loading';
import { notify } from '../../components/notify';
import { errorMessage } from '../../lib/api';
import { useAdminBooking } from '../bookings/api';
import { ChangeDatesDialog } from '../bookings/ChangeDatesButton';
import { useBlockDeskNights, useDeskCalendar } from './api';

type Span = (typeof DESK_SPANS)[number];
interface Selection {
  hotelId: string;
  first: IsoDate;
  last: IsoDate;
}
/** A booking's new check-in and check-out, where its bar is dragged to. */
interface Move {
  bookingId: string;
  hotelId: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
}

const BAR_STYLES: Record<DeskBar['kind'], string> = {
  booking: 'bg-brand-700 text-white hover:bg-brand-800',
  hold: 'bg-amber-200 text-amber-950 border border-dashed border-amber-700',
  block: 'bg-slate-600 text-white hover:bg-slate-700',
  import: 'bg-violet-200 text-violet-950 border border-violet-500',
};
const BAR_KIND_LABELS: Record<DeskBar['kind'], string> = {
  booking: 'Booking',
  hold: 'Payment in progress',
  block: 'Blocked by you',
  import: 'Another calendar',
};

const weekday = (night: IsoDate) => ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(`${night}T00:00:00Z`).getUTCDay()]!;
const dayMonth = (night: IsoDate) => `${Number(night.slice(8))} ${shortMonthName(Number(night.slice(5, 7)) - 1)}`;

function barText(bar: DeskBar): string {
  if (bar.kind === 'block') return bar.label ? `Blocked · ${bar.label}` : 'Blocked';
  if (bar.kind === 'import') return bar.label || 'Another calendar';
  return bar.reference ? `${bar.label} · ${bar.reference}` : bar.label;
}

/** Nights of a property something takes, within the window. */
function takenOf(bars: DeskBar[]): Set<IsoDate> {
  return new Set(bars.flatMap((bar) => nightsOf(bar.start, bar.end)));
}

export function DeskCalendarPage() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const requested = Number(params.get('nights'));
  const nights: Span = (DESK_SPANS as readonly number[]).includes(requested) ? (requested as Span) : DESK_SPANS[0];
  const calendar = useDeskCalendar(from, nights);
  const spanId = useId();
  const propertyId = useId();
  const [shownProperty, setShownProperty] = useState('');

  const go = (next: { from?: string; nights?: number }) => {
    const values = { from, nights: String(nights), ...Object.fromEntries(Object.entries(next).map(([k, v]) => [k, String(v)])) };
    setParams(Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')), { replace: true });
  };

  if (calendar.isPending) return <Loading />;
  if (calendar.isError) {
    return (
      <section className="mx-auto w-full max-w-6xl px-4 py-8">
        <AdminPageHeader title="Calendar" />
        <p role="alert">{errorMessage(calendar.error)}</p>
      </section>
    );
  }
  const data = calendar.data;
  const selectedProperty = data.properties.some((p) => p._id === shownProperty) ? shownProperty : (data.properties[0]?._id ?? '');
  const step = nights === DESK_SPANS[0] ? 7 : nights;

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8">
      <AdminPageHeader
        title="Calendar"
        actions={
          <>
            <ButtonLink to="/admin/quotes/new">New quote</ButtonLink>
            <ButtonLink to="/admin/bookings/new">New booking</ButtonLink>
          </>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => go({ from: addDays(data.from, -step) })}>
            Earlier
          </Button>
          <Button variant="secondary" onClick={() => go({ from: data.today })}>
            Today
          </Button>
          <Button variant="secondary" onClick={() => go({ from: addDays(data.from, step) })}>
            Later
          </Button>
        </div>
        <div>
          <label htmlFor={spanId} className="block text-sm font-medium text-slate-800">
            Show
          </label>
          <select
            id={spanId}
            value={nights}
            onChange={(e) => go({ nights: Number(e.target.value) })}
            className="mt-1 block rounded-md border border-slate-400 bg-white px-3 py-2 text-base"
          >
            {DESK_SPANS.map((span) => (
              <option key={span} value={span}>
                {DESK_SPAN_LABELS[span]}
              </option>
            ))}
          </select>
        </div>
        <div className="md:hidden">
          <label htmlFor={propertyId} className="block text-sm font-medium text-slate-800">
            Property
          </label>
          <select
            id={propertyId}
            value={selectedProperty}
            onChange={(e) => setShownProperty(e.target.value)}
            className="mt-1 block max-w-[16rem] rounded-md border border-slate-400 bg-white px-3 py-2 text-base"
          >
            {data.properties.map((p) => (
              <option key={p._id} value={p._id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <p className="text-sm text-slate-700">
          {formatLongDate(data.from)} to {formatLongDate(addDays(data.from, data.nights - 1))}
        </p>
      </div>
      {data.properties.length === 0 ? (
        <p className="text-slate-700">No properties yet.</p>
      ) : (
        <DeskGrid key={`${data.from} ${data.nights}`} data={data} phoneProperty={selectedProperty} />
      )}
      <Legend />
      <p className="mt-2 hidden text-sm text-slate-700 md:block">
        Drag a booking along its row to change its dates, or open it and choose Change the stay.
      </p>
    </section>
  );
}

function Legend() {
  return (
    <ul aria-label="Legend" className="mt-4 flex flex-wrap gap-4 text-sm text-slate-800">
      {(Object.keys(BAR_KIND_LABELS) as DeskBar['kind'][]).map((kind) => (
        <li key={kind} className="flex items-center gap-2">
          <span aria-hidden="true" className={`inline-block h-4 w-6 rounded ${BAR_STYLES[kind]}`} />
          {BAR_KIND_LABELS[kind]}
        </li>
      ))}
    </ul>
  );
}

/** Keys of the grid's focusable items: one per free night and per bar, `row:column`. */
const cellKey = (row: number, column: number) => `${row}:${column}`;

function DeskGrid({ data, phoneProperty }: { data: DeskCalendar; phoneProperty: string }) {
  const days = nightsOf(data.from, addDays(data.from, data.nights));
  const end = addDays(data.from, data.nights);
  const taken = new Map(data.properties.map((p) => [p._id, takenOf(p.bars)]));
  const [selection, setSelection] = useState<Selection | null>(null);
  const [active, setActive] = useState(cellKey(0, 0));
  const grid = useRef<HTMLDivElement>(null);
  const drag = useRef<{ hotelId: string; anchor: IsoDate } | null>(null);
  // A booking's bar held with the mouse: where it was grabbed, the width of a night in pixels, and where
  // it would go (kept here too, as a release can come before the highlight's render).
  const barDrag = useRef<{ bar: DeskBar; hotelId: string; x: number; width: number; target: Move | null } | null>(null);
  // The click that ends a drag must not also open the booking.
  const dropped = useRef(false);
  const [dragTarget, setDragTarget] = useState<Move | null>(null);
  const [moving, setMoving] = useState<Move | null>(null);

  const isFree = (hotelId: string, first: IsoDate, last: IsoDate) =>
    nightsOf(first, addDays(last, 1)).every((night) => !taken.get(hotelId)?.has(night));

  /** A tap, Enter or Space: the first night of a new choice, or the last night after a first one. */
  const choose = (hotelId: string, night: IsoDate) => {
    if (selection && selection.hotelId === hotelId && selection.first === selection.last && night > selection.first) {
      if (isFree(hotelId, selection.first, night)) return setSelection({ hotelId, first: selection.first, last: night });
    }
    setSelection({ hotelId, first: night, last: night });
  };

  const dragTo = (night: IsoDate) => {
    const current = drag.current;
    if (!current) return;
    const [first, last] = night < current.anchor ? [night, current.anchor] : [current.anchor, night];
    if (isFree(current.hotelId, first, last)) setSelection({ hotelId: current.hotelId, first, last });
  };

  useEffect(() => {
    const stop = () => {
      drag.current = null;
    };
    window.addEventListener('pointerup', stop);
    return () => window.removeEventListener('pointerup', stop);
  }, []);

  const onPointerDown = (event: PointerEvent, hotelId: string, night: IsoDate) => {
    if (event.pointerType !== 'mouse' || event.button !== 0) return;
    event.preventDefault();
    choose(hotelId, night);
    const extending = selection && selection.hotelId === hotelId && selection.first === selection.last && night > selection.first;
    drag.current = { hotelId, anchor: extending ? selection.first : night };
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!drag.current) return;
    const target = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>('[data-night]');
    if (target?.dataset.hotel === drag.current.hotelId) dragTo(target.dataset.night!);
  };

  const onBarPointerDown = (event: PointerEvent<HTMLElement>, bar: DeskBar, hotelId: string) => {
    dropped.current = false;
    if (event.pointerType !== 'mouse' || event.button !== 0) return;
    const width = grid.current?.querySelector('[data-day]')?.getBoundingClientRect().width ?? 0;
    if (width <= 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    barDrag.current = { bar, hotelId, x: event.clientX, width, target: null };
  };
  // Along the row only: moving a stay to another property is another kind of change.
  const onBarPointerMove = (event: PointerEvent) => {
    const current = barDrag.current;
    if (!current) return;
    const shift = Math.round((event.clientX - current.x) / current.width);
    const checkIn = addDays(current.bar.start, shift);
    current.target =
      shift === 0 ? null : { bookingId: current.bar.id, hotelId: current.hotelId, checkIn, checkOut: addDays(current.bar.end, shift) };
    setDragTarget(current.target);
  };
  const onBarPointerUp = () => {
    const target = barDrag.current?.target;
    barDrag.current = null;
    if (target) {
      dropped.current = true;
      setMoving(target);
    }
    setDragTarget(null);
  };
  const onBarPointerCancel = () => {
    barDrag.current = null;
    setDragTarget(null);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const [row, column] = active.split(':').map(Number) as [number, number];
    // Rows a phone hides are skipped (where checkVisibility is missing, every row counts).
    const items = [...(grid.current?.querySelectorAll<HTMLElement>('[data-cell]') ?? [])].filter((el) => el.checkVisibility?.() ?? true);
    const at = (el: HTMLElement) => el.dataset.cell!.split(':').map(Number) as [number, number];
    const inRow = (r: number) => items.filter((el) => at(el)[0] === r).sort((a, b) => at(a)[1] - at(b)[1]);
    const rows = [...new Set(items.map((el) => at(el)[0]))].sort((a, b) => a - b);
    const nearest = (r: number) =>
      inRow(r).reduce<HTMLElement | undefined>(
        (best, el) => (!best || Math.abs(at(el)[1] - column) < Math.abs(at(best)[1] - column) ? el : best),
        undefined,
      );
    const current = inRow(row);
    const index = current.findIndex((el) => at(el)[1] === column);
    let target: HTMLElement | undefined;
    if (event.key === 'ArrowRight') target = current[index + 1];
    else if (event.key === 'ArrowLeft') target = current[index - 1];
    else if (event.key === 'Home') target = current[0];
    else if (event.key === 'End') target = current[current.length - 1];
    else if (event.key === 'ArrowDown') target = nearest(rows[rows.indexOf(row) + 1] ?? -1);
    else if (event.key === 'ArrowUp') target = nearest(rows[rows.indexOf(row) - 1] ?? -1);
    else if (event.key === 'Escape') return setSelection(null);
    else return;
    event.preventDefault();
    if (target) {
      setActive(target.dataset.cell!);
      target.focus();
    }
  };

  // The grid's one Tab stop: the item last focused, else the first of the property a phone shows.
  const phoneRow = Math.max(
    0,
    data.properties.findIndex((p) => p._id === phoneProperty),
  );
  const keysOf = (row: number) => {
    const property = data.properties[row]!;
    const nightCells = days.flatMap((night, i) => (taken.get(property._id)!.has(night) ? [] : [i]));
    const barCells = property.bars.map((bar) => Math.max(0, daysBetween(data.from, bar.start)));
    return [...nightCells, ...barCells].sort((a, b) => a - b).map((column) => cellKey(row, column));
  };
  const tabStop = data.properties.some((_, row) => keysOf(row).includes(active)) ? active : (keysOf(phoneRow)[0] ?? '');

  const columns = `minmax(8rem, 12rem) repeat(${data.nights}, 2.75rem)`;
  return (
    <>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <div
          ref={grid}
          role="group"
          aria-label="Nights of every property"
          onKeyDown={onKeyDown}
          onPointerMove={onPointerMove}
          className="min-w-max select-none"
        >
          <div
            aria-hidden="true"
            className="grid border-b border-slate-200 text-center text-xs text-slate-700"
            style={{ gridTemplateColumns: columns }}
          >
            <span className="sticky left-0 z-10 bg-white" />
            {days.map((night) => (
              <span key={night} data-day={night} className={`py-1 ${night === data.today ? 'bg-brand-50 font-bold text-brand-900' : ''}`}>
                {weekday(night)}
                <br />
                {dayMonth(night)}
              </span>
            ))}
          </div>
          {data.properties.map((property, row) => (
            <div
              key={property._id}
              role="group"
              aria-label={property.name}
              className={`${property._id === phoneProperty ? 'grid' : 'hidden md:grid'} h-12 items-stretch border-b border-slate-100`}
              style={{ gridTemplateColumns: columns }}
            >
              <span
                className="sticky left-0 z-10 flex items-center truncate bg-white px-2 text-sm font-semibold text-slate-900"
                style={{ gridRow: 1, gridColumn: 1 }}
              >
                {property.name}
              </span>
              {days.map((night, i) =>
                taken.get(property._id)!.has(night) ? null : (
                  <button
                    key={night}
                    type="button"
                    data-cell={cellKey(row, i)}
                    data-night={night}
                    data-hotel={property._id}
                    tabIndex={tabStop === cellKey(row, i) ? 0 : -1}
                    aria-label={`${property.name}, ${formatLongDate(night)}, free`}
                    aria-pressed={selection?.hotelId === property._id && night >= selection.first && night <= selection.last}
                    onFocus={() => setActive(cellKey(row, i))}
                    onPointerDown={(e) => onPointerDown(e, property._id, night)}
                    onClick={(e) => {
                      // A mouse chose on pointer down; a tap, Enter or Space chooses here.
                      if ((e.nativeEvent as globalThis.PointerEvent).pointerType !== 'mouse' || e.detail === 0) choose(property._id, night);
                    }}
                    className="m-0.5 rounded border border-slate-100 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 aria-pressed:border-brand-700 aria-pressed:bg-brand-100"
                    style={{ gridRow: 1, gridColumn: i + 2 }}
                  />
                ),
              )}
              {property.bars.map((bar) => (
                <BarItem
                  key={`${bar.kind}${bar.id}`}
                  bar={bar}
                  propertyId={property._id}
                  from={data.from}
                  end={end}
                  cell={cellKey(row, Math.max(0, daysBetween(data.from, bar.start)))}
                  active={tabStop}
                  onFocus={setActive}
                  drag={
                    // Stays not yet over can be moved; with the mouse only (a tap opens the booking).
                    bar.kind === 'booking' && data.today < bar.end
                      ? {
                          onPointerDown: (e) => onBarPointerDown(e, bar, property._id),
                          onPointerMove: onBarPointerMove,
                          onPointerUp: onBarPointerUp,
                          onPointerCancel: onBarPointerCancel,
                          onClick: (e) => {
                            if (dropped.current) e.preventDefault();
                            dropped.current = false;
                          },
                        }
                      : undefined
                  }
                />
              ))}
              {dragTarget?.hotelId === property._id && <DropTarget move={dragTarget} from={data.from} end={end} />}
            </div>
          ))}
        </div>
      </div>
      {selection && (
        <SelectionPanel
          selection={selection}
          name={data.properties.find((p) => p._id === selection.hotelId)!.name}
          onDone={() => setSelection(null)}
        />
      )}
      {moving && <MoveDialog move={moving} onClose={() => setMoving(null)} />}
    </>
  );
}

function BarItem(props: {
  bar: DeskBar;
  propertyId: string;
  from: IsoDate;
  end: IsoDate;
  cell: string;
  active: string;
  onFocus: (cell: string) => void;
  drag?: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent) => void;
    onPointerUp: () => void;
    onPointerCancel: () => void;
    onClick: (event: MouseEvent) => void;
  };
}) {
  const { bar, from, end, cell } = props;
  const start = bar.start < from ? from : bar.start;
  const stop = bar.end > end ? end : bar.end;
  const text = barText(bar);
  // A stay by its check-in and check-out; a block by its nights.
  const when =
    bar.kind === 'booking' || bar.kind === 'hold'
      ? `${formatLongDate(bar.start)} to ${formatLongDate(bar.end)}`
      : nightsLabel(bar.start, addDays(bar.end, -1), formatLongDate);
  const source = bar.source && bar.source !== 'web' ? ` (${BOOKING_SOURCE_LABELS[bar.source]})` : '';
  const common = {
    'data-cell': cell,
    tabIndex: props.active === cell ? 0 : -1,
    onFocus: () => props.onFocus(cell),
    title: `${BAR_KIND_LABELS[bar.kind]}: ${text}, ${when}${source}`,
    className: `z-0 m-0.5 flex items-center truncate rounded px-2 text-xs font-semibold ${BAR_STYLES[bar.kind]}`,
    style: { gridRow: 1, gridColumn: `${daysBetween(from, start) + 2} / span ${nightsBetween(start, stop)}` },
  };
  if (bar.kind === 'booking') {
    return (
      <Link
        to={`/admin/bookings/${bar.id}`}
        aria-label={`${text}, ${when}${source}`}
        {...common}
        {...props.drag}
        // The bar is moved by our own drag, not the browser's drag of a link.
        draggable={false}
        className={`${common.className} ${props.drag ? 'cursor-grab active:cursor-grabbing' : ''}`}
      >
        {text}
      </Link>
    );
  }
  if (bar.kind === 'block') {
    // The owner's blocks are changed on the property's own calendar.
    return (
      <Link to={`/property-calendars/${props.propertyId}`} aria-label={`${text}, ${when}`} {...common}>
        {text}
      </Link>
    );
  }
  return (
    <span role="note" aria-label={`${BAR_KIND_LABELS[bar.kind]}: ${text}, ${when}`} {...common}>
      {text}
    </span>
  );
}

/** Where a dragged booking would go, shown over its row (cut at the window's edges). */
function DropTarget({ move, from, end }: { move: Move; from: IsoDate; end: IsoDate }) {
  const start = move.checkIn < from ? from : move.checkIn;
  const stop = move.checkOut > end ? end : move.checkOut;
  if (start >= stop) return null;
  return (
    <span
      aria-hidden="true"
      data-drop-target={`${move.checkIn} ${move.checkOut}`}
      className="pointer-events-none z-10 m-0.5 rounded border-2 border-dashed border-brand-700 bg-brand-100/70"
      style={{ gridRow: 1, gridColumn: `${daysBetween(from, start) + 2} / span ${nightsBetween(start, stop)}` }}
    />
  );
}

/** The booking page's change-dates dialog for a bar dropped on other nights, once the booking is read. */
function MoveDialog({ move, onClose }: { move: Move; onClose: () => void }) {
  const query = useAdminBooking(move.bookingId);
  const failed = query.isError;
  // Once, when reading fails (onClose is a new function each render).
  useEffect(() => {
    if (failed) {
      notify.error(errorMessage(query.error));
      onClose();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);
  if (!query.data) return null;
  return <ChangeDatesDialog booking={query.data.booking} moveTo={{ checkIn: move.checkIn, checkOut: move.checkOut }} onClose={onClose} />;
}

/** What to do with the nights chosen: book them, or block them with a note. */
function SelectionPanel({ selection, name, onDone }: { selection: Selection; name: string; onDone: () => void }) {
  const block = useBlockDeskNights();
  const noteId = useId();
  const [note, setNote] = useState('');
  const count = nightsBetween(selection.first, addDays(selection.last, 1));
  const checkOut = addDays(selection.last, 1);
  // From the promise, not mutate's callbacks: the calendar's refetch after the block may replace this
  // panel, and an unmounted mutation's callbacks never run (the toast would go missing).
  const onBlock = () =>
    block.mutateAsync({ hotelId: selection.hotelId, firstNight: selection.first, lastNight: selection.last, note }).then(
      () => {
        notify.success('Nights blocked');
        onDone();
      },
      (error: unknown) => notify.error(errorMessage(error)),
    );
  return (
    <section aria-label="Chosen nights" className="mt-4 rounded-xl border border-brand-700 bg-brand-50 p-4">
      <p className="font-semibold text-slate-900" aria-live="polite">
        {name}: {nightsLabel(selection.first, selection.last, formatLongDate)} ({formatNights(count)})
      </p>
      <p className="text-sm text-slate-700">
        {selection.first === selection.last ? 'Choose a later free night to make it longer.' : 'Choose another night to start again.'}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <ButtonLink to={`/admin/bookings/new?hotelId=${selection.hotelId}&checkIn=${selection.first}&checkOut=${checkOut}`}>
          Start a booking
        </ButtonLink>
        <ButtonLink to={`/admin/quotes/new?hotelId=${selection.hotelId}&checkIn=${selection.first}&checkOut=${checkOut}`}>
          Send a quote
        </ButtonLink>
        <div>
          <label htmlFor={noteId} className="block text-sm font-medium text-slate-800">
            Note (optional)
          </label>
          <input
            id={noteId}
            value={note}
            maxLength={200}
            onChange={(e) => setNote(e.target.value)}
            className="mt-1 block rounded-md border border-slate-400 bg-white px-3 py-2 text-base"
          />
        </div>
        <Button variant="secondary" onClick={onBlock} disabled={block.isPending}>
          Block these nights
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Clear
        </Button>
      </div>
    </section>
  );
}
