/**
 * The rates of a property (rates.ts): one schema validates the owner's form in the browser and
 * PUT /api/my-hotels/{id}/rates on the server. Numbers may arrive as text (form inputs).
 */
import { z } from './zod';
import { MESSAGES } from './auth';
import { requiredText } from './content/fields';
import { formatLongDate, isIsoDate } from './dates';
import { HOTEL_MESSAGES } from './hotel';
import { requiredWholeNumber } from './hotel-schemas';
import { RATE_LIMITS, type Rates } from './rates';
import { parseWholeNumber } from './text';

export const RATES_MESSAGES = {
  price: 'Price per night must be at least 1',
  priceTooHigh: 'Price per night is too high',
  minNights: `Minimum stay must be between 1 and ${RATE_LIMITS.maxMinNights} nights`,
  discount: `Discount must be between 0 and ${RATE_LIMITS.maxDiscountPercent}%`,
  date: 'Enter a date as YYYY-MM-DD',
  lastBeforeFirst: 'The last night cannot be before the first night',
  tooManySeasons: `At most ${RATE_LIMITS.maxSeasons} seasons`,
  overlap: (a: string, b: string, night: string) => `Seasons '${a}' and '${b}' overlap on ${night}`,
} as const;

const MAX_PRICE = 10_000_000;

const price = requiredWholeNumber(1, RATES_MESSAGES.price, MAX_PRICE, RATES_MESSAGES.priceTooHigh);
const minNights = requiredWholeNumber(1, RATES_MESSAGES.minNights, RATE_LIMITS.maxMinNights);
const discount = requiredWholeNumber(0, RATES_MESSAGES.discount, RATE_LIMITS.maxDiscountPercent);

/** An optional whole number: blank, null or absent is null; digits become a number; anything else is refused. */
const optionalWholeNumber = (min: number, message: string, max: number) =>
  z.preprocess(
    (value) =>
      value === undefined || value === null || value === ''
        ? null
        : typeof value === 'string'
          ? (parseWholeNumber(value) ?? Number.NaN)
          : value,
    z.number({ error: HOTEL_MESSAGES.wholeNumber }).int(HOTEL_MESSAGES.wholeNumber).min(min, message).max(max, message).nullable(),
  );

const night = z.string({ error: MESSAGES.required }).refine(isIsoDate, RATES_MESSAGES.date);

export const seasonSchema = z
  .object({
    name: requiredText(MESSAGES.required, 60),
    firstNight: night,
    lastNight: night,
    pricePerNight: price,
    minNights: optionalWholeNumber(1, RATES_MESSAGES.minNights, RATE_LIMITS.maxMinNights),
  })
  .refine((season) => season.lastNight >= season.firstNight, { message: RATES_MESSAGES.lastBeforeFirst, path: ['lastNight'] });

/** A clash between two seasons, named in the message, on the later one's first night. */
function findOverlap(seasons: readonly Rates['seasons'][number][]) {
  const ordered = seasons.map((season, index) => ({ season, index })).sort((a, b) => (a.season.firstNight < b.season.firstNight ? -1 : 1));
  for (let i = 1; i < ordered.length; i += 1) {
    const before = ordered[i - 1]!;
    const after = ordered[i]!;
    if (after.season.firstNight <= before.season.lastNight) return { before, after };
  }
  return null;
}

export const ratesSchema = z
  .object({
    weekendPricePerNight: optionalWholeNumber(1, RATES_MESSAGES.price, MAX_PRICE),
    minNights,
    weeklyDiscountPercent: discount,
    monthlyDiscountPercent: discount,
    seasons: z.array(seasonSchema, { error: 'seasons must be a list' }).max(RATE_LIMITS.maxSeasons, RATES_MESSAGES.tooManySeasons),
  })
  .superRefine((rates, ctx) => {
    const clash = findOverlap(rates.seasons);
    if (!clash) return;
    ctx.addIssue({
      code: 'custom',
      message: RATES_MESSAGES.overlap(clash.before.season.name, clash.after.season.name, formatLongDate(clash.after.season.firstNight)),
      path: ['seasons', clash.after.index, 'firstNight'],
    });
  })
  // Stored and answered in the order of the calendar.
  .transform((rates): Rates => ({ ...rates, seasons: [...rates.seasons].sort((a, b) => (a.firstNight < b.firstNight ? -1 : 1)) }));

export type RatesInput = z.input<typeof ratesSchema>;
