/** The review forms' schemas (docs/product/reviews.md), apart from reviews.ts: the property page shows reviews without zod. */
import { z } from './zod';
import { REVIEW_ASPECTS, REVIEW_HIDE_REASONS, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, type ReviewAspect } from './reviews';
import { trimText } from './text';

const rating = (field: string) =>
  z
    .number({ error: `${field} must be a whole number from 1 to 5` })
    .int(`${field} must be a whole number from 1 to 5`)
    .min(1, `${field} must be a whole number from 1 to 5`)
    .max(5, `${field} must be a whole number from 1 to 5`);

export const reviewInputSchema = z.object({
  rating: rating('rating'),
  ...(Object.fromEntries(REVIEW_ASPECTS.map((aspect) => [aspect, rating(aspect).nullable().default(null)])) as Record<
    ReviewAspect,
    z.ZodDefault<z.ZodNullable<ReturnType<typeof rating>>>
  >),
  text: z
    .string({ error: 'text must be text' })
    .overwrite(trimText)
    .min(REVIEW_TEXT_MIN, `text must be at least ${REVIEW_TEXT_MIN} characters`)
    .max(REVIEW_TEXT_MAX, `text must be at most ${REVIEW_TEXT_MAX} characters`),
});
export type ReviewInput = z.output<typeof reviewInputSchema>;

export const reviewReplySchema = z.object({
  reply: z
    .string({ error: 'reply must be text' })
    .overwrite(trimText)
    .min(1, 'reply is required')
    .max(REVIEW_TEXT_MAX, `reply must be at most ${REVIEW_TEXT_MAX} characters`),
});

export const reviewHideSchema = z.object({
  reason: z.enum(REVIEW_HIDE_REASONS, { error: `reason must be one of ${REVIEW_HIDE_REASONS.join(', ')}` }),
});
