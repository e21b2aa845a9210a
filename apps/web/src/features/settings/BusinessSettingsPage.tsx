import { LogoField } from './LogoField';
import { SettingsForm, type SettingsField } from './SettingsForm';
import { SettingsLayout } from './SettingsLayout';

export const BUSINESS_FIELDS: SettingsField<'business'>[] = [
  { name: 'name', label: 'Business name' },
  {
    name: 'contactEmail',
    label: 'Contact e-mail',
    type: 'email',
    hint: 'Shown to guests; new bookings are sent here. Empty: the administrator’s e-mail.',
  },
  { name: 'phone', label: 'Phone', type: 'tel', hint: 'Shown to guests on the property page and with their booking.' },
  { name: 'whatsapp', label: 'WhatsApp number', type: 'tel' },
  { name: 'address', label: 'Address', multiline: true },
  {
    name: 'timeZone',
    label: 'Time zone',
    suggestions: typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [],
    hint: 'Where your properties are, such as Asia/Kolkata: today’s date, check-in and the dates in e-mails and calendar files follow it.',
  },
];

/** /settings/business: how guests reach the owner. */
export function BusinessSettingsPage() {
  return (
    <SettingsLayout title="Settings" intro="Your business as guests see it on the site and in their e-mails.">
      <div className="space-y-6">
        <SettingsForm page="business" fields={BUSINESS_FIELDS} />
        <LogoField />
      </div>
    </SettingsLayout>
  );
}
