/**
 * Verified reviews (issue 37, docs/product/reviews.md): written only by the guest of a paid, not
 * cancelled stay that has ended, once per booking; shown on the property page after a short delay
 * (at once when the owner replies); the owner replies once and hides only for a listed reason.
 */

export const REVIEW_ASPECTS = ['cleanliness', 'accuracy', 'checkIn', 'communication', 'location', 'value'] as const;
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number];

export const REVIEW_ASPECT_LABELS: Record<ReviewAspect, string> = {
  cleanliness: 'Cleanliness',
  accuracy: 'Accuracy',
  checkIn: 'Check-in',
  communication: 'Communication',
  location: 'Location',
  value: 'Value',
};

export const REVIEW_HIDE_REASONS = ['abusive', 'personal_data', 'not_about_the_stay'] as const;
export type ReviewHideReason = (typeof REVIEW_HIDE_REASONS)[number];

export const REVIEW_HIDE_REASON_LABELS: Record<ReviewHideReason, string> = {
  abusive: 'Abusive',
  personal_data: 'Personal data',
  not_about_the_stay: 'Not about the stay',
};

/** A review shows this long after it was written, unless the owner replies first. */
export const REVIEW_PUBLISH_DELAY_HOURS = 24;
/** "Best Rated" ranks a property by its reviews once it has this many; before, by its stars. */
export const REVIEWS_TO_RANK = 3;
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;

export const REVIEW_MESSAGES = {
  notEnded: 'You can review your stay once you have checked out.',
  notConfirmed: 'Only a paid stay that was not cancelled can be reviewed.',
  alreadyReviewed: 'This stay has already been reviewed.',
  submitted: 'Thank you! Your review will appear on the property page shortly.',
  alreadyReplied: 'This review already has a reply.',
} as const;

/** A review as guests see it: the guest's first name and the month of the stay, never more of them. */
export interface PublicReview {
  _id: string;
  rating: number;
  aspects: Record<ReviewAspect, number | null>;
  text: string;
  firstName: string;
  /** 'YYYY-MM'. */
  stayMonth: string;
  reply: string | null;
  createdAt: string;
}

/** GET /api/hotels/{id}/reviews: the published, not hidden reviews and their figures. */
export interface PropertyReviews {
  /** One decimal; null without reviews. */
  average: number | null;
  count: number;
  /** How many reviews gave 1, 2, 3, 4 and 5 (index 0 is 1). */
  distribution: number[];
  aspects: Record<ReviewAspect, number | null>;
  reviews: PublicReview[];
}

/** The owner's list: every review, published or not, hidden or not. */
export interface AdminReview extends PublicReview {
  hotelId: string;
  hotelName: string;
  reference: string;
  publishAt: string;
  hiddenReason: ReviewHideReason | null;
}

/** The guest's review page: whether the stay may be reviewed, and the review once written. */
export interface GuestReviewState {
  hotelName: string;
  canReview: boolean;
  /** Why not, when not (and not because it is written). */
  reason: string | null;
  review: PublicReview | null;
}
