import { SettingsForm, type SettingsField } from './SettingsForm';
import { SettingsLayout } from './SettingsLayout';

const FIELDS: SettingsField<'site'>[] = [
  {
    name: 'publicUrl',
    label: 'Public address',
    type: 'url',
    hint: 'Where guests reach the site, for example https://stay.example.com: used for links in e-mails and the webhook address.',
  },
  {
    name: 'bookingEngineUrl',
    label: 'Booking engine address',
    type: 'url',
    hint: 'Optional: the home page search hands guests to this outside booking engine. Empty: the site’s own search.',
  },
  { name: 'testModeNotice', label: 'Test-mode notice', hint: 'Shown on every page while payments are simulated.' },
  {
    name: 'photosPerProperty',
    label: 'Photos per property',
    type: 'number',
    hint: 'From 1 to 30 (Google asks for at least 8). Lowering it removes no photos: a property with more keeps them but cannot add any until it has fewer.',
  },
];

/** /settings/site: the public address, the booking engine hand-off, the test-mode notice and the photos a property may have. */
export function SiteSettingsPage() {
  return (
    <SettingsLayout
      title="Settings"
      intro="The site’s address, what every page says while payments are in test mode, and how many photos a property may have."
    >
      <SettingsForm page="site" fields={FIELDS} />
    </SettingsLayout>
  );
}
