import { REFUND_POLICY } from '@hillnest/domain';
import { Section, StaticPage } from './StaticPage';

const P = REFUND_POLICY;

export function RefundPolicyPage() {
  return (
    <StaticPage
      title="Refund and Cancellation Policy"
      intro="Plans change. Here is exactly what you get back if you cancel a booking made on Hillnest."
    >
      <Section title="How much is refunded">
        <ul>
          <li>
            Cancel {P.fullRefundDays} days or more before check-in: <strong>full refund</strong>.
          </li>
          <li>
            Booked fewer than {P.fullRefundDays} days before check-in? Cancel at least {P.lateBookingFullRefundDays} days before check-in
            for a <strong>full refund</strong>.
          </li>
          <li>
            Cancel later than that, but at least {P.halfRefundDays} days before check-in: <strong>50% refund</strong>.
          </li>
          <li>
            Cancel fewer than {P.halfRefundDays} days before check-in: <strong>no refund</strong>.
          </li>
        </ul>
      </Section>
      <Section title="Offers and promotions">
        <p>Bookings paid at an offer or promotional price are non-refundable.</p>
      </Section>
      <Section title="Card and payment gateway charges">
        <p>
          Refunds made to a card or through the payment gateway are reduced by the gateway&apos;s charge of {P.gatewayChargePercent}% of the
          amount refunded.
        </p>
      </Section>
      <Section title="How to cancel and when you are paid">
        <p>
          To cancel, write to us from the e-mail address used for the booking and include your UPI details for the refund. Refunds reach you
          within {P.processingDays} days after we receive your UPI details.
        </p>
      </Section>
    </StaticPage>
  );
}
