/** Destinations (docs/product/api.md): the names the search bar suggests, each with an optional illustration. */
import { z } from '../zod';
import type { HotelSummary, ReviewFigures } from '../hotel';
import { requiredText } from './fields';

export const DESTINATION_MESSAGES = {
  nameRequired: 'Please fill in the destination name',
  createFailed: 'Failed to add destination. Please try again later.',
  duplicate: 'This destination already exists',
  notFound: 'Destination not found',
  slugTaken: 'Another destination already has a page at this address: choose another name',
  introductionTooLong: 'The introduction must be at most 4000 characters',
  questionsInvalid: 'Questions must be a list of questions, each with an answer',
  questionRequired: 'Every question needs a question and an answer',
  questionsTooMany: 'At most 20 questions',
} as const;

export const DESTINATION_LIMITS = { introduction: 4000, questions: 20, question: 300, answer: 2000 } as const;

export interface DestinationQuestion {
  question: string;
  answer: string;
}

const questionSchema = z.object({
  question: requiredText(DESTINATION_MESSAGES.questionRequired, DESTINATION_LIMITS.question, 'A question is at most 300 characters'),
  answer: requiredText(DESTINATION_MESSAGES.questionRequired, DESTINATION_LIMITS.answer, 'An answer is at most 2000 characters'),
});

export const destinationInputSchema = z.object({
  name: requiredText(DESTINATION_MESSAGES.nameRequired, 80),
  /** What the owner writes about the place, shown on its page (plain text, paragraphs on their own lines). */
  introduction: z
    .string({ error: DESTINATION_MESSAGES.introductionTooLong })
    .trim()
    .max(DESTINATION_LIMITS.introduction, DESTINATION_MESSAGES.introductionTooLong),
  /** A multipart request sends them as JSON text in one field (`destinationFormFields`). */
  questions: z
    .array(questionSchema, { error: DESTINATION_MESSAGES.questionsInvalid })
    .max(DESTINATION_LIMITS.questions, DESTINATION_MESSAGES.questionsTooMany),
});

/**
 * The page's fields of a multipart form as the schema reads them: an absent introduction is none, and
 * the questions (JSON text) are parsed, absent or blank being none. Forms from before destination pages
 * send neither.
 */
export function destinationFormFields(field: (name: string) => string): { introduction: string; questions: unknown } {
  const questions = field('questions');
  if (questions.trim() === '') return { introduction: field('introduction'), questions: [] };
  try {
    return { introduction: field('introduction'), questions: JSON.parse(questions) as unknown };
  } catch {
    return { introduction: field('introduction'), questions };
  }
}
export type DestinationInput = z.output<typeof destinationInputSchema>;

export interface Destination {
  _id: string;
  name: string;
  /** '' when the destination has no illustration. */
  illustrationImageUrl: string;
  /** Its page's address: `/destinations/{slug}`. */
  slug: string;
}

/** What the owner writes for the destination's page. */
export interface DestinationWriting {
  introduction: string;
  questions: DestinationQuestion[];
}

/** A property on a destination's page: its card (with its verified reviews' figures), and where it is when the owner gave coordinates. */
export interface DestinationProperty extends HotelSummary {
  latitude: number | null;
  longitude: number | null;
  reviews: ReviewFigures | null;
}

/** GET /api/destination-pages/{slug}: the destination's page. */
export interface DestinationPage extends Destination, DestinationWriting {
  updatedAt: string;
  properties: DestinationProperty[];
}

/** A destination in the admin list: how many properties on the site a search for it finds. */
export interface AdminDestination extends Destination, DestinationWriting {
  propertyCount: number;
}

/**
 * A destination's page address from its name, as the database derives it (destinations.slug): lower
 * case, every run of other characters a dash, no dash at either end ('' when nothing is left).
 */
export function destinationSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
