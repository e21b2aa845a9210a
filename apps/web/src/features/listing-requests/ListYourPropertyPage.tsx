import { Link } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  HEAR_ABOUT_OPTIONS,
  LISTING_PROPERTY_TYPES,
  LISTING_REQUEST_MESSAGES,
  listingRequestInputSchema,
  type ListingRequest,
  type ListingRequestFormValues,
  type ListingRequestInput,
} from '@hillnest/domain';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { useCurrentUser } from '../auth/api';
import { useSendListingRequest } from './api';
import { PageTitle } from '../../components/PageTitle';

const EMPTY: ListingRequestFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  propertyName: '',
  propertyLocation: '',
  propertyType: '',
  hearAbout: '',
  rooms: '',
  photosLink: '',
  propertyDescription: '',
};

/** /list-your-property: a signed-in user asks to list their property (docs/product/rules.md 'Listing request'). */
export function ListYourPropertyPage() {
  const [sent, setSent] = useState<ListingRequest | null>(null);
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <PageTitle title="List Your Property" />
      <h1 className="text-3xl font-bold text-slate-900">List Your Property</h1>
      {sent ? (
        <RequestSent request={sent} onAnother={() => setSent(null)} />
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            Own a holiday home in the hills? Tell us about it and our team will get in touch. All fields are required unless marked
            optional.
          </p>
          <ListingRequestForm onSent={setSent} />
        </>
      )}
    </section>
  );
}

function ListingRequestForm({ onSent }: { onSent: (request: ListingRequest) => void }) {
  const { data: user } = useCurrentUser();
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<ListingRequestFormValues, unknown, ListingRequestInput>({
    resolver: zodResolver(listingRequestInputSchema),
    defaultValues: EMPTY,
  });
  const sendRequest = useSendListingRequest();

  // Start from the account's name and e-mail; the user may change them.
  useEffect(() => {
    if (!user) return;
    for (const field of ['firstName', 'lastName', 'email'] as const) {
      if (!getValues(field)) setValue(field, user[field]);
    }
  }, [user, getValues, setValue]);

  const onValid = (request: ListingRequestInput) => {
    sendRequest.mutate(request, {
      onSuccess: onSent,
      onError: () => window.alert(LISTING_REQUEST_MESSAGES.createFailed),
    });
  };

  const message = (field: keyof ListingRequestFormValues) => errors[field]?.message;

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="mt-6 space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold text-slate-900">About you</legend>
        <TextField
          label="First Name"
          autoComplete="given-name"
          aria-required="true"
          error={message('firstName')}
          {...register('firstName')}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          aria-required="true"
          error={message('lastName')}
          {...register('lastName')}
        />
        <TextField label="Email" type="email" autoComplete="email" aria-required="true" error={message('email')} {...register('email')} />
        <TextField label="Mobile" type="tel" autoComplete="tel" aria-required="true" error={message('mobile')} {...register('mobile')} />
      </fieldset>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold text-slate-900">About your property</legend>
        <TextField label="Property Name" aria-required="true" error={message('propertyName')} {...register('propertyName')} />
        <TextField label="Property Location" aria-required="true" error={message('propertyLocation')} {...register('propertyLocation')} />
        <SelectField
          label="Property Type"
          options={LISTING_PROPERTY_TYPES}
          placeholder="Select a property type"
          aria-required="true"
          error={message('propertyType')}
          {...register('propertyType')}
        />
        <TextField
          label="Number of Rooms (optional)"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={message('rooms')}
          {...register('rooms')}
        />
        <TextField
          label="Photos or Website Link (optional)"
          type="url"
          inputMode="url"
          placeholder="https://"
          error={message('photosLink')}
          className="sm:col-span-2"
          {...register('photosLink')}
        />
        <TextAreaField
          label="Property Description (optional)"
          rows={5}
          error={message('propertyDescription')}
          className="sm:col-span-2"
          {...register('propertyDescription')}
        />
        <SelectField
          label="Where did you hear about us?"
          options={HEAR_ABOUT_OPTIONS}
          placeholder="Select an option"
          aria-required="true"
          error={message('hearAbout')}
          className="sm:col-span-2"
          {...register('hearAbout')}
        />
      </fieldset>
      <Button type="submit" disabled={sendRequest.isPending}>
        {sendRequest.isPending ? 'Submitting...' : 'Submit Request'}
      </Button>
    </form>
  );
}

function RequestSent({ request, onAnother }: { request: ListingRequest; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus to the confirmation so keyboard and screen-reader users land on it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="mt-6 rounded-xl border border-green-200 bg-green-50 p-6">
      <div className="flex items-center gap-3">
        <CircleCheck aria-hidden="true" className="size-8 text-green-700" />
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-semibold text-green-900 outline-none">
          Request received
        </h2>
      </div>
      <p className="mt-3 text-slate-800">
        Thank you, {request.firstName}. We have received your request to list <strong>{request.propertyName}</strong> and will contact you
        at {request.email} or {request.mobile} soon.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onAnother}>
          List another property
        </Button>
        <Link
          to="/"
          className="inline-flex items-center rounded-md px-5 py-2.5 font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          Back to home
        </Link>
      </div>
    </div>
  );
}
