/**
 * /admin/bookings/new (administrator): a booking taken by phone or at the door, paid to the owner in
 * full or by the deposit of the owner's terms (the balance then follows by payment link). Property
 * and dates come from the calendar's chosen nights (?hotelId=&checkIn=&checkOut=) or
 * are typed here. The owner may choose the property's extras as a guest does on the booking page. The
 * price is the server's quote for the stay, its cleaning fee and those extras; the owner may charge
 * another with a reason. The server confirms it under the same overlap guarantee as a guest's checkout.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DESK_LIMITS,
  DESK_MESSAGES,
  DESK_PAID_NOW,
  DESK_PAID_NOW_LABELS,
  DESK_SOURCES,
  BOOKING_SOURCE_LABELS,
  deskBookingSchema,
  OFFLINE_PAYMENT_LABELS,
  OFFLINE_PAYMENT_METHODS,
  type DeskBookingInput,
  type DeskBookingValues,
} from '@hillnest/domain';
import type { Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormSubmitRow } from '../../components/FormSubmitRow';
import { SelectField } from '../../components/SelectField';
import { notify } from '../../components/notify';
import { TextField } from '../../components/TextField';
import { errorMessage } from '../../lib/api';
import { useCreateDeskBooking } from './api';
import { GuestFields, Group, PriceFields, StayFields } from './DeskStayFields';
import { DeskStayPage, useDeskStayForm, type DeskProperty } from './DeskStayPage';

const resolver = zodResolver(deskBookingSchema) as unknown as Resolver<DeskBookingInput, unknown, DeskBookingValues>;

export function NewBookingPage() {
  return <DeskStayPage title="New booking">{(properties) => <NewBookingForm properties={properties} />}</DeskStayPage>;
}

function NewBookingForm({ properties }: { properties: DeskProperty[] }) {
  const navigate = useNavigate();
  const create = useCreateDeskBooking();
  const {
    form: {
      register,
      handleSubmit,
      formState: { errors },
    },
    stayForm,
  } = useDeskStayForm(resolver, properties, { source: 'phone', paidNow: 'total', paymentMethod: 'upi', paymentReference: '' });

  const onSubmit = (values: DeskBookingValues) =>
    create.mutate(values, {
      onSuccess: ({ _id, reference }) => {
        notify.success(`${DESK_MESSAGES.saved}: ${reference}`);
        void navigate(`/admin/bookings/${_id}`);
      },
    });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6">
      <StayFields form={stayForm} properties={properties}>
        <SelectField
          label="How it arrived"
          options={DESK_SOURCES.map((source) => ({ value: source, label: BOOKING_SOURCE_LABELS[source] }))}
          error={errors.source?.message}
          {...register('source')}
        />
      </StayFields>
      <GuestFields form={stayForm} />
      <Group title="Price and payment">
        <PriceFields form={stayForm} />
        <div>
          <SelectField
            label="Paid now"
            options={DESK_PAID_NOW.map((paid) => ({ value: paid, label: DESK_PAID_NOW_LABELS[paid] }))}
            error={errors.paidNow?.message}
            aria-describedby="paid-now-hint"
            {...register('paidNow')}
          />
          <p id="paid-now-hint" className="mt-1 text-sm text-slate-700">
            A deposit follows your terms in Settings → Guests. The guest is e-mailed a payment link for the balance before it is due.
          </p>
        </div>
        <SelectField
          label="Paid by"
          options={OFFLINE_PAYMENT_METHODS.map((method) => ({ value: method, label: OFFLINE_PAYMENT_LABELS[method] }))}
          error={errors.paymentMethod?.message}
          {...register('paymentMethod')}
        />
        <TextField
          label="Payment reference"
          maxLength={DESK_LIMITS.referenceMax}
          {...register('paymentReference')}
          error={errors.paymentReference?.message}
        />
      </Group>
      <FormSubmitRow
        error={create.isError ? errorMessage(create.error) : null}
        saving={create.isPending}
        label="Save booking"
        savingLabel="Saving…"
      >
        <p className="text-sm text-slate-700">The guest is e-mailed the confirmation and the link to manage the booking.</p>
      </FormSubmitRow>
    </form>
  );
}
