import { SettingsForm, type SettingsField } from './SettingsForm';
import { SettingsLayout } from './SettingsLayout';

const FIELDS: SettingsField<'guests'>[] = [
  { name: 'checkInHours', label: 'Check-in hours', hint: 'For example 2PM-10PM.' },
  { name: 'checkOutBy', label: 'Check-out by', hint: 'For example 10:30 AM.' },
  { name: 'houseRules', label: 'House rules', multiline: true, hint: 'One rule a line, as the Guest Policy page lists them.' },
  {
    name: 'keepGatewayCharge',
    label: 'Keep the card and gateway charge (3%) on refunds',
    type: 'checkbox',
    hint: 'Off: guests get the policy refund without the charge taken off. New bookings keep the setting in force when they are made.',
  },
  {
    name: 'couponsNonRefundable',
    label: 'Bookings made with a coupon are non-refundable',
    type: 'checkbox',
    hint: 'Guests are told so where they apply the coupon, before paying.',
  },
];

/** /settings/guests: what guests are told about arriving, leaving and the house rules. */
export function GuestSettingsPage() {
  return (
    <SettingsLayout title="Settings" intro="What guests are told about arriving, leaving and staying.">
      <SettingsForm page="guests" fields={FIELDS} />
    </SettingsLayout>
  );
}
