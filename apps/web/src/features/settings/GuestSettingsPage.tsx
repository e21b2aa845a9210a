import { SettingsForm, type SettingsField } from './SettingsForm';
import { SettingsLayout } from './SettingsLayout';

const FIELDS: SettingsField<'guests'>[] = [
  { name: 'checkInHours', label: 'Check-in hours', hint: 'For example 2PM-10PM.' },
  { name: 'checkOutBy', label: 'Check-out by', hint: 'For example 10:30 AM.' },
  { name: 'houseRules', label: 'House rules', multiline: true, hint: 'One rule a line, as the Guest Policy page lists them.' },
];

/** /settings/guests: what guests are told about arriving, leaving and the house rules. */
export function GuestSettingsPage() {
  return (
    <SettingsLayout title="Settings" intro="What guests are told about arriving, leaving and staying.">
      <SettingsForm page="guests" fields={FIELDS} />
    </SettingsLayout>
  );
}
