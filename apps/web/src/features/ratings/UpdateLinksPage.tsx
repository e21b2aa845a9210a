import { zodResolver } from '@hookform/resolvers/zod';
import { RATING_PLATFORMS, ratingsInputSchema, type RatingLinks, type RatingsFormValues, type RatingsInput } from '@hillnest/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { Button } from '../../components/Button';
import { Loading } from '../../components/Loading';
import { TextField } from '../../components/TextField';
import { useRatingLinks, useSaveRatingLinks } from './api';

const NO_LINKS: RatingLinks = { bookingdotcom: '', airbnb: '', makemytrip: '', googleTravel: '', agoda: '' };

/** /review-rating ('Update Links'): the links to guest reviews on outside platforms. A blank field hides that platform. */
export function UpdateLinksPage() {
  const { data: links, isPending } = useRatingLinks();
  const saveLinks = useSaveRatingLinks();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RatingsFormValues, unknown, RatingsInput>({ resolver: zodResolver(ratingsInputSchema), defaultValues: NO_LINKS });

  useEffect(() => {
    if (links) reset(links);
  }, [links, reset]);

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8">
      <AdminPageHeader title="Update Links" />
      <p className="-mt-2 mb-6 text-slate-700">
        Links to your guest reviews on other platforms, shown on the home page. Leave a field empty to hide that platform.
      </p>
      {isPending ? (
        <Loading />
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit((values) => saveLinks.mutate(values))}
          className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          {RATING_PLATFORMS.map(({ key, label }) => (
            <TextField
              key={key}
              label={label}
              type="url"
              inputMode="url"
              placeholder="https://"
              autoComplete="off"
              error={errors[key]?.message}
              {...register(key)}
            />
          ))}
          <Button type="submit" disabled={saveLinks.isPending}>
            {saveLinks.isPending ? 'Saving...' : 'Save Links'}
          </Button>
        </form>
      )}
    </section>
  );
}
