/**
 * /admin/quotes/new (administrator): a stay composed for an enquiry, its nights held at once for the
 * time chosen (24 hours unless changed). Property and dates come from the calendar's chosen nights or
 * are typed here; the price is the rates' or the owner's own with a reason. Then the Quotes list, where
 * the link is copied, shared on WhatsApp or e-mailed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { QUOTE_HOLD_CHOICES, QUOTE_HOLD_HOURS, QUOTE_MESSAGES, quoteSchema, type QuoteInput, type QuoteValues } from '@hillnest/domain';
import { useForm, type Resolver } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { FormSubmitRow } from '../../components/FormSubmitRow';
import { Loading } from '../../components/Loading';
import { notify } from '../../components/notify';
import { errorMessage } from '../../lib/api';
import { useCreateQuote, useDeskCalendar } from './api';
import { Choice, GuestFields, Group, PriceFields, StayFields, stayDefaults, type StayForm } from './DeskStayFields';

const resolver = zodResolver(quoteSchema) as unknown as Resolver<QuoteInput, unknown, QuoteValues>;

export function NewQuotePage() {
  const properties = useDeskCalendar('', 14);
  if (properties.isPending) return <Loading />;
  if (properties.isError) return <p role="alert">{errorMessage(properties.error)}</p>;
  return <NewQuoteForm properties={properties.data.properties} />;
}

function NewQuoteForm({ properties }: { properties: { _id: string; name: string }[] }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const create = useCreateQuote();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<QuoteInput, unknown, QuoteValues>({
    resolver,
    shouldUnregister: true,
    defaultValues: { ...stayDefaults(properties, params), holdHours: QUOTE_HOLD_HOURS.default },
  });
  // The shared fields see the form through the stay's own fields (QuoteInput extends them).
  const stayForm = { register, control, setValue, errors } as unknown as StayForm;

  const onSubmit = (values: QuoteValues) =>
    create.mutate(values, {
      onSuccess: (quote) => {
        notify.success(`${QUOTE_MESSAGES.created}: ${quote.reference}`);
        void navigate(`/admin/quotes?created=${quote._id}`);
      },
    });

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <AdminPageHeader title="New quote" />
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6">
        <StayFields form={stayForm} properties={properties} />
        <GuestFields form={stayForm} />
        <Group title="Price and hold">
          <PriceFields form={stayForm} />
          <Choice
            label="Hold the nights for"
            options={QUOTE_HOLD_CHOICES.map((choice) => ({ value: choice.hours, label: choice.label }))}
            register={register('holdHours', { valueAsNumber: true })}
            error={errors.holdHours?.message}
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
    </section>
  );
}
