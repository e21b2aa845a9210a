/**
 * The one dialog for changing a stay (issue 36 item 5), the owner's and the guest's: new dates and
 * guest counts, the server's price of them under the booking's agreed coupon and extras, and what
 * follows for the money. The owner chooses to keep the amount paid or charge the new price (with a
 * refund under the policy or in full); the guest always pays the new price and gets a lower one back
 * under the refund terms. Parameterised by the quote hook and the save call of each side.
 */
import {
  CHANGE_MESSAGES,
  isIsoDate,
  type ChangePrice,
  type ChargeLine,
  type ChangeRefund,
  type DeskChangeInput,
  type GuestChangeQuote,
  type IsoDate,
} from '@hillnest/domain';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { SelectField } from '../../components/SelectField';
import { DateTextField } from '../../components/DateTextField';
import { TextField } from '../../components/TextField';
import { errorMessage } from '../../lib/api';

export interface StayToChange {
  reference: string;
  /** The owner's: the property it is at (the guest's change keeps it). */
  hotelId?: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  adultCount: number;
  childCount: number;
  infantCount: number;
  /** The fees and extras it was booked with: a move names the extras it leaves behind. */
  charges: readonly Pick<ChargeLine, 'kind' | 'name'>[];
}

/** The asked stay, as the quote and save requests carry it: guest counts only when changed (absent: as booked). */
export type AskedStay = Pick<DeskChangeInput, 'checkIn' | 'checkOut' | 'adultCount' | 'childCount' | 'infantCount' | 'hotelId'>;

export interface ChangeStayDialogProps {
  booking: StayToChange;
  /** What the guest has paid so far. */
  paidPaise: number;
  /** The owner's dialog: the choice of keeping the amount paid or charging the new price. */
  owner: boolean;
  /** The owner's choice of property (decision 0114), the booking's own among them; absent: the stay keeps its property. */
  properties?: { _id: string; name: string }[];
  /** The dates to start from instead of the booking's own (where its bar was dropped on the calendar). */
  moveTo?: { checkIn: IsoDate; checkOut: IsoDate };
  useQuote: (asked: AskedStay | null, refund: ChangeRefund) => { data?: GuestChangeQuote; isError: boolean; error: unknown };
  /** Saves the change; resolves once saved (the caller's toast follows). */
  save: (change: DeskChangeInput) => Promise<unknown>;
  onClose: () => void;
}

const count = (value: string) => (/^\d+$/.test(value) ? Number(value) : Number.NaN);

export function ChangeStayDialog({ booking, paidPaise, owner, properties, moveTo, useQuote, save, onClose }: ChangeStayDialogProps) {
  const [hotelId, setHotelId] = useState(booking.hotelId);
  const [checkIn, setCheckIn] = useState(moveTo?.checkIn ?? booking.checkIn);
  const [checkOut, setCheckOut] = useState(moveTo?.checkOut ?? booking.checkOut);
  const [guests, setGuests] = useState({
    adultCount: String(booking.adultCount),
    childCount: String(booking.childCount),
    infantCount: String(booking.infantCount),
  });
  const [price, setPrice] = useState<ChangePrice>(owner ? 'keep' : 'new');
  const [refund, setRefund] = useState<ChangeRefund>('policy');
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<unknown>(null);

  const ready = isIsoDate(checkIn) && isIsoDate(checkOut) && checkOut > checkIn;
  const asked: AskedStay = { checkIn, checkOut, ...(hotelId !== booking.hotelId ? { hotelId } : {}) };
  const movedTo = properties?.find((p) => p._id === asked.hotelId);
  for (const key of ['adultCount', 'childCount', 'infantCount'] as const) {
    if (count(guests[key]) !== booking[key]) asked[key] = count(guests[key]);
  }
  const quote = useQuote(ready ? asked : null, refund);
  const priced = ready && quote.data && quote.data.totalPaise !== null ? quote.data : null;
  const problem = ready ? (quote.isError ? errorMessage(quote.error) : (quote.data?.problem ?? null)) : null;
  // Keeping the amount paid needs no refund or link: only the booking rules' refusals stop it.
  const blocking = price === 'new' ? problem : priced ? null : problem;

  const onSave = async () => {
    setSaving(true);
    setSaveError(null);
    try {
      await save({ ...asked, ...(owner && price === 'new' ? { price, refund } : {}) });
    } catch (error) {
      setSaveError(error);
    } finally {
      setSaving(false);
    }
  };

  const difference = priced?.differencePaise ?? 0;
  const moneyLine = !priced
    ? null
    : price === 'keep'
      ? difference === 0
        ? CHANGE_MESSAGES.noDifferenceToSettle
        : difference > 0
          ? CHANGE_MESSAGES.collectAtDesk(difference)
          : CHANGE_MESSAGES.returnAtDesk(-difference)
      : difference === 0
        ? CHANGE_MESSAGES.noDifference
        : difference > 0
          ? CHANGE_MESSAGES.toPay(difference)
          : owner
            ? CHANGE_MESSAGES.refunded(priced.refundPaise ?? 0, refund)
            : CHANGE_MESSAGES.guestRefund(priced.refundPaise ?? 0);

  const radio = <T extends string>(name: string, value: T, chosen: T, set: (value: T) => void, label: string) => (
    <label className="flex items-center gap-2">
      <input type="radio" name={name} value={value} checked={chosen === value} onChange={() => set(value)} />
      {label}
    </label>
  );

  return (
    <Modal title={`Change the stay of ${booking.reference}`} onClose={onClose}>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateTextField label="New check-in" value={checkIn} onChange={setCheckIn} passInvalid />
        <DateTextField label="New check-out" value={checkOut} onChange={setCheckOut} passInvalid />
      </div>
      {properties && (
        <SelectField
          className="mt-4"
          label="Property"
          options={properties.map((p) => ({ value: p._id, label: p.name }))}
          value={hotelId}
          onChange={(e) => setHotelId(e.target.value)}
        />
      )}
      <div className="mt-4 grid grid-cols-3 gap-4">
        {(
          [
            ['adultCount', 'Adults'],
            ['childCount', 'Children'],
            ['infantCount', 'Infants'],
          ] as const
        ).map(([key, label]) => (
          <TextField
            key={key}
            label={label}
            type="number"
            inputMode="numeric"
            min={key === 'adultCount' ? 1 : 0}
            value={guests[key]}
            onChange={(e) => setGuests((current) => ({ ...current, [key]: e.target.value }))}
          />
        ))}
      </div>
      {owner && (
        <fieldset className="mt-4 grid gap-2">
          <legend className="text-sm font-medium text-slate-800">The price</legend>
          {radio('price', 'keep', price, setPrice, CHANGE_MESSAGES.keepPaid)}
          {radio('price', 'new', price, setPrice, CHANGE_MESSAGES.chargeNew)}
          {price === 'new' && difference < 0 && (
            <div className="ml-6 grid gap-2">
              {radio('refund', 'policy', refund, setRefund, CHANGE_MESSAGES.refundPolicy)}
              {radio('refund', 'full', refund, setRefund, CHANGE_MESSAGES.refundFull)}
            </div>
          )}
        </fieldset>
      )}
      <div className="mt-4 text-slate-900" aria-live="polite">
        {!ready ? (
          <p>The check-out must be after the check-in.</p>
        ) : blocking ? (
          <p className="text-red-700">{blocking}</p>
        ) : priced ? (
          <>
            <p>
              {owner ? CHANGE_MESSAGES.ratesLine(priced.totalPaise!, paidPaise) : CHANGE_MESSAGES.priceLine(priced.totalPaise!, paidPaise)}
            </p>
            {movedTo && (
              <p>
                {CHANGE_MESSAGES.movedProperty(
                  movedTo.name,
                  booking.charges.filter((charge) => charge.kind === 'extra').map((charge) => charge.name),
                )}
              </p>
            )}
            <p className="font-semibold">{moneyLine}</p>
          </>
        ) : (
          <p>Working out the price…</p>
        )}
      </div>
      {saveError !== null && (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          {errorMessage(saveError)}
        </p>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={onSave} disabled={!priced || blocking !== null || saving}>
          Save the change
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Keep the stay as it was
        </Button>
      </div>
    </Modal>
  );
}
