import { DEFAULT_SETTINGS } from '@hillnest/domain';
import { useSiteConfig } from '../../lib/siteConfig';
import { Section, StaticPage } from './StaticPage';

/** The house rules: times and rules from Settings → Guests (docs/product/settings.md). */
export function GuestPolicyPage() {
  const defaults = DEFAULT_SETTINGS.guests;
  const guests = useSiteConfig().data?.guests;
  const checkInHours = guests?.checkInHours ?? defaults.checkInHours;
  const checkOutBy = guests?.checkOutBy ?? defaults.checkOutBy;
  const rules = guests?.houseRules ?? defaults.houseRules.split('\n');
  return (
    <StaticPage title="Guest Policy" intro="A few house rules so that every guest, and every neighbour, enjoys a calm stay in the hills.">
      <Section title="Check-in and check-out">
        <ul>
          <li>Check-in is between {checkInHours.replace('-', ' and ')}. If you expect to arrive later, tell us in advance.</li>
          <li>Check-out is until {checkOutBy}.</li>
        </ul>
      </Section>
      {rules.length > 0 && (
        <Section title="During your stay">
          <ul>
            {rules.map((rule, index) => (
              <li key={index}>{rule}</li>
            ))}
          </ul>
        </Section>
      )}
      <Section title="Damage">
        <p>Guests are responsible for damage to the apartment or its contents during their stay, beyond normal wear.</p>
      </Section>
    </StaticPage>
  );
}
