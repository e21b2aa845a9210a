import { REFUND_POLICY } from '@hillnest/domain';
import { Section, StaticPage } from './StaticPage';

export function GuestPolicyPage() {
  return (
    <StaticPage title="Guest Policy" intro="A few house rules so that every guest, and every neighbour, enjoys a calm stay in the hills.">
      <Section title="Check-in and check-out">
        <ul>
          <li>Check-in is between 2PM and 10PM. If you expect to arrive later, tell us in advance.</li>
          <li>Check-out is until {REFUND_POLICY.checkOutBy}.</li>
          <li>Every adult guest shows a valid government photo ID at check-in.</li>
        </ul>
      </Section>
      <Section title="During your stay">
        <ul>
          <li>Only the guests named in the booking may stay overnight.</li>
          <li>Please keep noise low between 10PM and 7AM; the apartments sit in residential buildings.</li>
          <li>Smoking is not allowed indoors. Parties and loud music are not allowed.</li>
          <li>Pets are welcome only in apartments listed as Pet Friendly.</li>
          <li>Please switch off lights, heaters and appliances when you go out.</li>
        </ul>
      </Section>
      <Section title="Damage">
        <p>Guests are responsible for damage to the apartment or its contents during their stay, beyond normal wear.</p>
      </Section>
    </StaticPage>
  );
}
