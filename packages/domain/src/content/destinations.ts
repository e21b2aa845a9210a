/** Destinations (docs/product/api.md): the names the search bar suggests, each with an optional illustration. */
import { z } from '../zod';
import { requiredText } from './fields';

export const DESTINATION_MESSAGES = {
  nameRequired: 'Please fill in the destination name',
  createFailed: 'Failed to add destination. Please try again later.',
  duplicate: 'This destination already exists',
  notFound: 'Destination not found',
} as const;

export const destinationInputSchema = z.object({
  name: requiredText(DESTINATION_MESSAGES.nameRequired, 80),
});
export type DestinationInput = z.output<typeof destinationInputSchema>;

export interface Destination {
  _id: string;
  name: string;
  /** '' when the destination has no illustration. */
  illustrationImageUrl: string;
}

/** A destination in the admin list: how many properties on the site a search for it finds. */
export interface AdminDestination extends Destination {
  propertyCount: number;
}
