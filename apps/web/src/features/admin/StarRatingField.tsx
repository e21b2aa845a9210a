import { LIMITS, plural } from '@hillnest/domain';
import { Star } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from './FormControls';

/**
 * The property's star rating (1–5) as a row of stars: a radio group, so arrow keys change it and a
 * screen reader reads "4 stars, radio, checked". The stars up to the chosen one are filled.
 */
export function StarRatingField({ value, register, error }: { value: string; register: UseFormRegisterReturn; error?: string }) {
  const chosen = Number(value) || 0;
  return (
    <fieldset>
      <legend className="block text-sm font-medium text-slate-800">Star Rating</legend>
      <div className="mt-1 flex flex-wrap items-center gap-1">
        {Array.from({ length: LIMITS.maxStarRating }, (_, i) => i + 1).map((stars) => (
          <label
            key={stars}
            className="relative inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md outline-offset-2 outline-brand-700 has-[:focus-visible]:outline-2"
          >
            <input
              type="radio"
              value={String(stars)}
              className="absolute inset-0 m-0 size-full cursor-pointer opacity-0"
              aria-invalid={error ? true : undefined}
              {...register}
            />
            <Star aria-hidden="true" className={`size-8 ${stars <= chosen ? 'fill-amber-400 text-amber-600' : 'text-slate-500'}`} />
            <span className="sr-only">{plural(stars, 'star')}</span>
          </label>
        ))}
        <span className="ml-2 text-sm text-slate-700">
          {chosen ? `${plural(chosen, 'star')} of ${LIMITS.maxStarRating}` : 'Not chosen yet'}
        </span>
      </div>
      <FieldError message={error} />
    </fieldset>
  );
}
