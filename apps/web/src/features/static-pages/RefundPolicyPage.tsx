import { CANCELLATION_POLICY_NAMES, CANCELLATION_POLICY_SUMMARIES, DEFAULT_SETTINGS } from '@hillnest/domain';
import { useSiteConfig } from '../../lib/siteConfig';
import { defaultRefundPolicy } from './faq';
import { PlainText } from './PlainText';
import { Section, StaticPage } from './StaticPage';

/** The refund policy as the owner's settings make it (Settings → Guests); the specification's text by default. */
export function RefundPolicyPage() {
  const guests = useSiteConfig().data?.guests ?? DEFAULT_SETTINGS.guests;
  // The owner's own text (Settings → Guests), else the specification's as the settings make it.
  const ownText = guests.refundPolicy;
  return (
    <StaticPage
      title="Refund and Cancellation Policy"
      intro="Plans change. Here is exactly what you get back if you cancel a booking made on Hillnest."
    >
      <PlainText text={ownText || defaultRefundPolicy(guests)} />
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
    </StaticPage>
  );
}
