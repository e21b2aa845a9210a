/** Home carousel slides (docs/product/api.md): picture, headline and an 'Explore' button to a page of the site. */
import { z } from '../zod';
import { isAppPath, requiredText } from './fields';

export const CAROUSEL_MESSAGES = {
  incomplete: 'Please fill in all fields',
  createFailed: 'Failed to add Featured Image. Please try again later.',
  buttonLink: 'The button link must be a page of this site, starting with / (for example /blogs)',
  notFound: 'Carousel image not found',
} as const;

export const carouselSlideInputSchema = z.object({
  featuredText: requiredText(CAROUSEL_MESSAGES.incomplete, 120),
  ButtonLink: requiredText(CAROUSEL_MESSAGES.incomplete, 300, CAROUSEL_MESSAGES.buttonLink).refine(isAppPath, CAROUSEL_MESSAGES.buttonLink),
});
export type CarouselSlideInput = z.output<typeof carouselSlideInputSchema>;

export interface CarouselSlide {
  _id: string;
  imageUrl: string;
  featuredText: string;
  ButtonLink: string;
}
