/** The fees and extras forms (admin property editor) and the extras a booking request chooses: one schema for the page and the server. */
import { z } from './zod';
import { requiredText } from './content/fields';
import { EXTRA_BASES, EXTRA_TAX_RATES, MAX_EXTRA_QUANTITY } from './extras';
import { indianDigits } from './money';
import { trimText } from './text';

/** The largest fee or extra price, ₹10,00,000: far above any stay, far below integer overflow in paise. */
const MAX_PRICE_RUPEES = 1_000_000;

/** Rupees as typed ('450', '450.50') or whole rupees as a number: to paise; at most two decimals. */
function rupeesToPaiseField(field: string, min: number) {
  const message = `${field} must be an amount in rupees from ${min} to ${indianDigits(MAX_PRICE_RUPEES)}, at most 2 decimals`;
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return undefined;
      // A JSON number is whole rupees; paise come as text ('499.50'), never through a binary fraction.
      const text = typeof value === 'number' ? (Number.isInteger(value) ? String(value) : null) : typeof value === 'string' ? value : null;
      if (text === null || !/^\d+(\.\d{1,2})?$/.test(text)) return Number.NaN;
      const [whole, fraction = ''] = text.split('.');
      return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? `${field} is required` : message) })
      .int(message)
      .min(min * 100, message)
      .max(MAX_PRICE_RUPEES * 100, message),
  );
}

/** PUT /api/my-hotels/{id}/cleaning-fee: the fee per stay, in rupees (0: none). */
export const cleaningFeeSchema = z.object({ cleaningFee: rupeesToPaiseField('cleaningFee', 0) });
export type CleaningFeeInput = z.input<typeof cleaningFeeSchema>;

/** An extra as the owner enters it (price in rupees, stored in paise). */
export const extraInputSchema = z.object({
  name: requiredText('name is required', 80, 'name must be at most 80 characters'),
  description: z
    .string({ error: 'description must be text' })
    .overwrite(trimText)
    .max(300, 'description must be at most 300 characters')
    .default(''),
  price: rupeesToPaiseField('price', 1),
  basis: z.enum(EXTRA_BASES, { error: 'basis must be per stay, per night or per guest per night' }),
  taxRatePercent: z.preprocess(
    (value) => (typeof value === 'string' && value !== '' ? Number(value) : value),
    z.union(
      EXTRA_TAX_RATES.map((rate) => z.literal(rate)),
      { error: 'taxRatePercent must be 0, 5 or 18' },
    ),
  ),
  sac: z
    .string({ error: 'sac must be a SAC or HSN code' })
    .overwrite(trimText)
    .regex(/^\d{4,8}$/, 'sac must be a SAC or HSN code of 4 to 8 digits'),
  maxQuantity: z.preprocess(
    (value) =>
      value === '' || value === undefined ? null : typeof value === 'string' ? (/^\d+$/.test(value) ? Number(value) : Number.NaN) : value,
    z
      .number({ error: `maxQuantity must be a whole number from 1 to ${MAX_EXTRA_QUANTITY}` })
      .int(`maxQuantity must be a whole number from 1 to ${MAX_EXTRA_QUANTITY}`)
      .min(1, `maxQuantity must be a whole number from 1 to ${MAX_EXTRA_QUANTITY}`)
      .max(MAX_EXTRA_QUANTITY, `maxQuantity must be a whole number from 1 to ${MAX_EXTRA_QUANTITY}`)
      .nullable(),
  ),
  refundable: z.boolean({ error: 'refundable must be true or false' }).default(true),
});
export type ExtraInput = z.input<typeof extraInputSchema>;
export type ExtraValues = z.output<typeof extraInputSchema>;

/** The extras a quote or payment-intent request chooses: `{extraId, quantity}`; the server prices them. */
export const chosenExtrasSchema = z
  .array(
    z.object({
      extraId: z.string({ error: 'extras: extraId is required' }).min(1, 'extras: extraId is required').max(100, 'extras: unknown extra'),
      quantity: z
        .number({ error: 'extras: quantity must be a whole number' })
        .int('extras: quantity must be a whole number')
        .min(1, 'extras: quantity must be at least 1')
        .max(MAX_EXTRA_QUANTITY, `extras: quantity must be at most ${MAX_EXTRA_QUANTITY}`),
    }),
    { error: 'extras must be a list' },
  )
  .max(50, 'extras: at most 50')
  .optional();
