import { zodResolver } from '@hookform/resolvers/zod';
import { REVIEW_ASPECT_LABELS, REVIEW_ASPECTS, REVIEW_MESSAGES, reviewInputSchema, type ReviewInput } from '@hillnest/domain';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/Button';
import { Loading } from '../../components/Loading';
import { PageTitle } from '../../components/PageTitle';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { errorMessage } from '../../lib/api';
import { useGuestReview, useSubmitReview } from './api';

const toRating = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/** /manage-booking/{token}/review: the guest of an ended stay rates it and writes about it, once. */
export function ReviewStayPage() {
  const { token = '' } = useParams();
  const state = useGuestReview(token);
  const submit = useSubmitReview(token);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReviewInput>({ resolver: zodResolver(reviewInputSchema) as unknown as Resolver<ReviewInput> });
  if (state.isPending) return <Loading />;
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8">
      <PageTitle title="Review your stay" />
      <h1 className="text-3xl font-bold text-slate-900">Review your stay</h1>
      {state.isError && (
        <p role="alert" className="mt-4 text-slate-700">
          {errorMessage(state.error)}
        </p>
      )}
      {state.data && <p className="mt-2 text-slate-700">{state.data.hotelName}</p>}
      {state.data?.review && (
        <p role="status" className="mt-6 text-lg text-slate-800">
          {submit.isSuccess ? REVIEW_MESSAGES.submitted : REVIEW_MESSAGES.alreadyReviewed}
        </p>
      )}
      {state.data && !state.data.review && !state.data.canReview && (
        <p role="alert" className="mt-6 text-lg text-slate-700">
          {state.data.reason}
        </p>
      )}
      {state.data?.canReview && (
        <form noValidate className="mt-6 space-y-5" onSubmit={handleSubmit((values) => submit.mutate(values))}>
          <SelectField
            label="Overall rating"
            options={['5', '4', '3', '2', '1']}
            placeholder="Choose a rating"
            error={errors.rating?.message}
            {...register('rating', { setValueAs: toRating })}
          />
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm text-slate-700">Optional: rate each part of the stay.</legend>
            {REVIEW_ASPECTS.map((aspect) => (
              <label key={aspect} className="block text-sm font-medium text-slate-800">
                {REVIEW_ASPECT_LABELS[aspect]}
                <select
                  className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
                  {...register(aspect, { setValueAs: toRating })}
                >
                  <option value="">—</option>
                  {[5, 4, 3, 2, 1].map((stars) => (
                    <option key={stars} value={stars}>
                      {stars}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </fieldset>
          <TextAreaField label="Your review" rows={6} hint="20 to 2,000 characters." error={errors.text?.message} {...register('text')} />
          {submit.isError && (
            <p role="alert" className="text-red-700">
              {errorMessage(submit.error)}
            </p>
          )}
          <Button type="submit" disabled={submit.isPending}>
            {submit.isPending ? 'Sending...' : 'Send review'}
          </Button>
        </form>
      )}
      <Link to={`/manage-booking/${token}`} className="mt-6 inline-block text-brand-800 underline underline-offset-4">
        Back to your booking
      </Link>
    </section>
  );
}
