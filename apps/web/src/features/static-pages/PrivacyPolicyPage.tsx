import { useBusiness } from '../../lib/siteConfig';
import { Section, StaticPage } from './StaticPage';

export function PrivacyPolicyPage() {
  const { contactEmail } = useBusiness();
  return (
    <StaticPage title="Privacy Policy" intro="We collect only what we need to host you, and we never sell it.">
      <Section title="What we collect">
        <ul>
          <li>Your name, e-mail address and phone number when you book or create an account.</li>
          <li>Your stay details: dates, guests and the property booked.</li>
          <li>Payment references from our payment partner. Card details go to the partner, never to us.</li>
        </ul>
      </Section>
      <Section title="How we use it">
        <p>To confirm and manage your booking, to contact you about your stay, and to meet legal and tax obligations.</p>
      </Section>
      <Section title="Cookies">
        <p>We use one essential cookie to keep you signed in. We do not use advertising or tracking cookies.</p>
      </Section>
      <Section title="Your choices">
        <p>
          You may ask to see, correct or delete your personal data at any time by writing to{' '}
          <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
        </p>
      </Section>
    </StaticPage>
  );
}
