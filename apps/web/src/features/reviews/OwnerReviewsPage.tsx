import { formatStayMonth, REVIEW_HIDE_REASON_LABELS, REVIEW_HIDE_REASONS, type AdminReview, type ReviewHideReason } from '@hillnest/domain';
import { useState } from 'react';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { Button } from '../../components/Button';
import { Loading } from '../../components/Loading';
import { notify } from '../../components/notify';
import { StarRating } from '../../components/StarRating';
import { TextAreaField } from '../../components/TextAreaField';
import { errorMessage } from '../../lib/api';
import { useHideReview, useOwnerReviews, useReplyToReview } from './api';

function OwnerReview({ review }: { review: AdminReview }) {
  const [reply, setReply] = useState('');
  const [reason, setReason] = useState<ReviewHideReason | ''>('');
  const replyTo = useReplyToReview();
  const hide = useHideReview();
  return (
    <li
      aria-label={`Review by ${review.firstName} of ${review.hotelName}`}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap justify-between gap-2 text-sm text-slate-700">
        <span className="font-semibold text-slate-900">
          {review.hotelName} · {review.firstName} · {formatStayMonth(review.stayMonth)}
        </span>
        <span>Booking {review.reference}</span>
      </div>
      <StarRating rating={review.rating} />
      <p className="whitespace-pre-line text-slate-800">{review.text}</p>
      {review.hiddenReason && (
        <p className="text-sm font-semibold text-red-700">Hidden: {REVIEW_HIDE_REASON_LABELS[review.hiddenReason]}</p>
      )}
      {review.reply ? (
        <p className="border-l-4 border-brand-700 pl-3 text-slate-800">{review.reply}</p>
      ) : (
        <div className="space-y-2">
          <TextAreaField label="Public reply" rows={3} value={reply} onChange={(event) => setReply(event.target.value)} />
          <Button
            disabled={replyTo.isPending || reply.trim() === ''}
            onClick={() =>
              replyTo.mutate(
                { id: review._id, reply },
                {
                  onSuccess: () => notify.success('Reply published'),
                  onError: (error) => notify.error(errorMessage(error, 'Could not reply')),
                },
              )
            }
          >
            Publish reply
          </Button>
        </div>
      )}
      {!review.hiddenReason && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="text-sm font-medium text-slate-800">
            Hide because
            <select
              value={reason}
              onChange={(event) => setReason(event.target.value as ReviewHideReason)}
              className="mt-1 block rounded-md border border-slate-400 px-3 py-2"
            >
              <option value="">Choose a reason</option>
              {REVIEW_HIDE_REASONS.map((value) => (
                <option key={value} value={value}>
                  {REVIEW_HIDE_REASON_LABELS[value]}
                </option>
              ))}
            </select>
          </label>
          <Button
            variant="secondary"
            disabled={hide.isPending || reason === ''}
            onClick={() =>
              reason &&
              hide.mutate(
                { id: review._id, reason },
                {
                  onSuccess: () => notify.success('Review hidden'),
                  onError: (error) => notify.error(errorMessage(error, 'Could not hide the review')),
                },
              )
            }
          >
            Hide review
          </Button>
        </div>
      )}
    </li>
  );
}

/** /admin/reviews: every review of every property, to reply to once or hide for a listed reason. */
export function OwnerReviewsPage() {
  const reviews = useOwnerReviews();
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <AdminPageHeader title="Guest Reviews" />
      {reviews.isPending && <Loading />}
      {reviews.data?.length === 0 && <p className="text-slate-700">No reviews yet. Guests are asked the day after they check out.</p>}
      <ul className="space-y-4">
        {reviews.data?.map((review) => (
          <OwnerReview key={review._id} review={review} />
        ))}
      </ul>
    </section>
  );
}
