/**
 * The e-mails a cancellation sends: a confirmation to the guest (what was cancelled, the refund and
 * when it arrives) and a notice to the owner. Queued in the outbox inside the transaction that
 * cancels: never sent for a cancellation that rolled back, never lost for one that committed.
 */
import type { Deps } from '../../deps';
import { REFUND_TIMING } from '@hillnest/domain';
import type { Database } from '../../db/client';
import { amountPaidOf } from '../bookings/serialize';
import { cancellationConfirmationMessage, ownerCancellationMessage } from '../email/messages';
import { enqueue } from '../email/outbox';
import { ownerMail } from '../settings/service';
import { hotelNameOf, type BookingRow, type RefundRow } from './queries';

export interface CancellationNotice {
  booking: BookingRow;
  /** The refund's total (its parts over the booking's payments), null without one. */
  refund: Pick<RefundRow, 'amount'> | null;
  /** How the refund was worked out, line by line (empty without a refund). */
  refundLines: string[];
  /** The part of the policy's refund paid to the owner directly, which they give back themselves. */
  ownerRefundPaise?: number;
}

export async function enqueueCancellationEmails(
  tx: Database,
  deps: Pick<Deps, 'config' | 'cache' | 'mail'>,
  notice: CancellationNotice,
): Promise<void> {
  const { booking, refund } = notice;
  const facts = {
    bookingId: booking.id,
    reference: booking.reference,
    hotelName: await hotelNameOf(tx, booking.hotelId),
    firstName: booking.firstName,
    lastName: booking.lastName,
    email: booking.email,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    paidPaise: amountPaidOf(booking),
    cancelledBy: booking.cancelledBy ?? 'owner',
    reason: booking.cancellationReason,
    refundPaise: refund?.amount ?? 0,
    ownerRefundPaise: notice.ownerRefundPaise ?? 0,
    refundLines: notice.refundLines,
    refundTiming: REFUND_TIMING,
  };
  const mail = await ownerMail({ ...deps, db: tx });
  await enqueue(tx, cancellationConfirmationMessage(facts, mail));
  await enqueue(tx, ownerCancellationMessage(facts, mail));
}
