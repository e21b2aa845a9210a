/**
 * The owner's booking page, a booking paid by deposit: what was paid, the balance and where it stands,
 * and a form to record the balance as paid to the owner directly (cash, bank transfer or UPI).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  balanceOfflineSchema,
  BALANCE_LINK_DAYS_BEFORE_DUE,
  DESK_LIMITS,
  formatDayMonthYear,
  formatPaise,
  OFFLINE_PAYMENT_LABELS,
  OFFLINE_PAYMENT_METHODS,
  type AdminBooking,
  type BalanceOfflineInput,
  type BalanceState,
  type BookingBalance,
} from '@hillnest/domain';
import { useForm, type Resolver } from 'react-hook-form';
import { FormSubmitRow } from '../../components/FormSubmitRow';
import { notify } from '../../components/notify';
import { TextField } from '../../components/TextField';
import { errorMessage } from '../../lib/api';
import { useRecordBalance } from './api';

const STATE_TEXT: Record<BalanceState, string> = {
  scheduled: `Not asked for yet: the payment link is e-mailed ${BALANCE_LINK_DAYS_BEFORE_DUE} days before it is due`,
  requested: 'Payment link e-mailed, not paid yet',
  paid: 'Paid',
  overdue: 'Balance overdue: not paid by its due date',
};

function stateText(balance: BookingBalance): string {
  if (balance.state === 'paid' && balance.paidOffline) return `Paid to you by ${OFFLINE_PAYMENT_LABELS[balance.paidOffline]}`;
  return STATE_TEXT[balance.state];
}

const resolver = zodResolver(balanceOfflineSchema) as unknown as Resolver<BalanceOfflineInput>;

function RecordBalanceForm({ bookingId }: { bookingId: string }) {
  const record = useRecordBalance(bookingId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BalanceOfflineInput>({ resolver, defaultValues: { paymentMethod: 'upi', paymentReference: '' } });
  // The promise, not mutate's callbacks: the refetch after recording shows the balance paid and takes
  // this form away, and an unmounted mutation's callbacks never run (the toast would go missing). A
  // failure is shown by the form from the mutation's error.
  const submit = handleSubmit((values) =>
    record.mutateAsync(values).then(
      ({ message }) => notify.success(message),
      () => undefined,
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Record balance paid" className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Paid to you by</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {OFFLINE_PAYMENT_METHODS.map((method) => (
            <label key={method} className="flex items-center gap-2 text-sm text-slate-900">
              <input type="radio" value={method} {...register('paymentMethod')} />
              {OFFLINE_PAYMENT_LABELS[method]}
            </label>
          ))}
        </div>
        {errors.paymentMethod && <p className="mt-1 text-sm text-red-700">{errors.paymentMethod.message}</p>}
      </fieldset>
      <TextField
        label="Payment reference"
        maxLength={DESK_LIMITS.referenceMax}
        {...register('paymentReference')}
        error={errors.paymentReference?.message}
      />
      <FormSubmitRow
        error={record.isError ? errorMessage(record.error) : null}
        saving={record.isPending}
        label="Record balance paid"
        savingLabel="Recording…"
      />
    </form>
  );
}

export function BalanceAdminSection({ booking, balance }: { booking: AdminBooking; balance: BookingBalance }) {
  const rows: [string, string][] = [
    ['Deposit', formatPaise(booking.totalPaise - balance.amountPaise)],
    ['Balance', formatPaise(balance.amountPaise)],
    ['Due by', formatDayMonthYear(balance.dueOn)],
    ['State', stateText(balance)],
  ];
  return (
    <>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
        {balance.payUrl && (
          <div className="contents">
            <dt className="text-slate-600">Payment link</dt>
            <dd className="font-medium break-all text-slate-900">
              <a href={balance.payUrl} className="underline underline-offset-2">
                {balance.payUrl}
              </a>
            </dd>
          </div>
        )}
      </dl>
      {balance.state !== 'paid' && booking.status === 'confirmed' && <RecordBalanceForm bookingId={booking._id} />}
    </>
  );
}
