import { useBusiness } from '../../lib/siteConfig';
import { Section, StaticPage } from './StaticPage';

export function TermsPage() {
  const { contactEmail } = useBusiness();
  return (
    <StaticPage title="Terms and Conditions" intro="These terms apply to every booking made on this website. By booking you accept them.">
      <Section title="Bookings">
        <p>
          A booking is confirmed once payment succeeds; the confirmed stay then appears under My Bookings for signed-in guests. Prices are
          per night in Indian Rupees (INR) and include the guests shown at the time of booking. Children stay at half the adult rate;
          infants stay free.
        </p>
      </Section>
      <Section title="Payment">
        <p>
          Payments are taken securely through our payment partner by UPI or card (VISA, MasterCard, Maestro). We never see or store your
          card details.
        </p>
      </Section>
      <Section title="Cancellations">
        <p>Cancellations and refunds follow our Refund and Cancellation Policy.</p>
      </Section>
      <Section title="Your stay">
        <p>Guests agree to follow the house rules of our Guest Policy. We may refuse or end a stay that breaks them, without refund.</p>
      </Section>
      <Section title="Contact">
        <p>
          Questions about these terms: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
        </p>
      </Section>
    </StaticPage>
  );
}
