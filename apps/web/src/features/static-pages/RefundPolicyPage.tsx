import { CANCELLATION_POLICY_NAMES, CANCELLATION_POLICY_SUMMARIES, DEFAULT_SETTINGS, REFUND_POLICY } from '@hillnest/domain';
import { useSiteConfig } from '../../lib/siteConfig';
import { Section, StaticPage } from './StaticPage';

const P = REFUND_POLICY;

/** The refund policy as the owner's settings make it (Settings → Guests); the specification's text by default. */
export function RefundPolicyPage() {
  const guests = useSiteConfig().data?.guests ?? DEFAULT_SETTINGS.guests;
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
      <Section title="Other policies">
        <p>Some properties have their own policy, named on the property and booking pages:</p>
        <ul>
          {(['flexible', 'moderate', 'nonRefundable'] as const).map((policy) => (
            <li key={policy}>
              <strong>{CANCELLATION_POLICY_NAMES[policy]}</strong>: {CANCELLATION_POLICY_SUMMARIES[policy]}
            </li>
          ))}
        </ul>
        <p>
          Hours count from the start of check-in in the property&apos;s time zone. Before you pay, the booking page shows what you would get
          back, date by date; the policy in force when you book is the one your booking keeps.
        </p>
      </Section>
      <Section title="Offers and promotions">
        <p>
          {guests.couponsNonRefundable
            ? 'Bookings paid at an offer or promotional price are non-refundable.'
            : 'Bookings paid at an offer or promotional price are refunded like any other booking.'}
        </p>
      </Section>
      <Section title="Card and payment gateway charges">
        <p>
          {guests.keepGatewayCharge ? (
            <>
              Refunds made to a card or through the payment gateway are reduced by the gateway&apos;s charge of {P.gatewayChargePercent}% of
              the amount refunded.
            </>
          ) : (
            'Refunds are not reduced by the card or payment gateway charge.'
          )}
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
