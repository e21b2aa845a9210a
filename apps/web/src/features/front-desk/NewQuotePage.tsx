/**
 * /admin/quotes/new (administrator): a stay composed for an enquiry, its nights held at once for the
 * time chosen (24 hours unless changed). Property and dates come from the calendar's chosen nights or
 * are typed here; the price is the rates' or the owner's own with a reason. Then the Quotes list, where
 * the link is copied, shared on WhatsApp or e-mailed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { QUOTE_HOLD_CHOICES, QUOTE_HOLD_HOURS, QUOTE_MESSAGES, quoteSchema, type QuoteInput, type QuoteValues } from '@hillnest/domain';
import type { Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormSubmitRow } from '../../components/FormSubmitRow';
import { SelectField } from '../../components/SelectField';
import { notify } from '../../components/notify';
import { errorMessage } from '../../lib/api';
import { useCreateQuote } from './api';
import { GuestFields, Group, PriceFields, StayFields } from './DeskStayFields';
import { DeskStayPage, useDeskStayForm, type DeskProperty } from './DeskStayPage';

const resolver = zodResolver(quoteSchema) as unknown as Resolver<QuoteInput, unknown, QuoteValues>;

export function NewQuotePage() {
  return <DeskStayPage title="New quote">{(properties) => <NewQuoteForm properties={properties} />}</DeskStayPage>;
}

function NewQuoteForm({ properties }: { properties: DeskProperty[] }) {
  const navigate = useNavigate();
  const create = useCreateQuote();
  const {
    form: {
      register,
      handleSubmit,
      formState: { errors },
    },
    stayForm,
  } = useDeskStayForm(resolver, properties, { holdHours: QUOTE_HOLD_HOURS.default });

  const onSubmit = (values: QuoteValues) =>
    create.mutate(values, {
      onSuccess: (quote) => {
        notify.success(`${QUOTE_MESSAGES.created}: ${quote.reference}`);
        void navigate(`/admin/quotes?created=${quote._id}`);
      },
    });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6">
      <StayFields form={stayForm} properties={properties} />
      <GuestFields form={stayForm} />
      <Group title="Price and hold">
        <PriceFields form={stayForm} />
        <SelectField
          label="Hold the nights for"
          options={QUOTE_HOLD_CHOICES.map((choice) => ({ value: choice.hours, label: choice.label }))}
          error={errors.holdHours?.message}
          {...register('holdHours', { valueAsNumber: true })}
        />
      </Group>
      <FormSubmitRow
        error={create.isError ? errorMessage(create.error) : null}
        saving={create.isPending}
        label="Create quote"
        savingLabel="Creating…"
      >
        <p className="text-sm text-slate-700">The nights are held at once. Then copy the link, share it on WhatsApp or e-mail it.</p>
      </FormSubmitRow>
    </form>
  );
}
