import { FAQ_FIELDS, FAQ_QUESTIONS } from '@hillnest/domain';
import { defaultGuestTexts, type GuestTexts } from '../static-pages/faq';
import { SettingsForm, type SettingsField } from './SettingsForm';
import { SettingsLayout } from './SettingsLayout';

/** The refunds themselves follow each property's cancellation policy (docs/decisions/0077), never these texts. */
const POLICY_WARNING = {
  pattern: /\d\s*(%|per ?cent|days?|hours?)/i,
  message:
    'This text names days or percentages: refunds follow the cancellation policy set on each property (Properties → edit), not this text. Keep them in step.',
};

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
  {
    name: 'guestsMayChangeDates',
    label: 'Guests may change their dates',
    type: 'checkbox',
    hint: 'From the link in their confirmation. A higher price is paid at once by a payment link; a lower one is not offered (they ask you).',
  },
  {
    name: 'depositKind',
    label: 'Payment at booking',
    options: ['full', 'percent', 'fixed'],
    hint: 'full: the whole stay at booking. percent or fixed: a deposit at booking, and the balance by a payment link e-mailed a few days before it is due. New bookings only.',
  },
  { name: 'depositPercent', label: 'Deposit (percent of the stay)', type: 'number', hint: 'With "percent": 1 to 99.' },
  { name: 'depositRupees', label: 'Deposit (₹, whole rupees)', type: 'number', hint: 'With "fixed". A stay costing no more pays in full.' },
  {
    name: 'balanceDueDays',
    label: 'Balance due (days before check-in)',
    type: 'number',
    hint: 'A booking made later than this pays in full.',
  },
  { name: 'overdueGraceDays', label: 'Balance link payable (days after it is due)', type: 'number' },
  {
    name: 'cancelUnpaidBalances',
    label: 'Cancel bookings whose balance is unpaid after these days',
    type: 'checkbox',
    hint: 'Off: you are e-mailed when a balance is overdue, and the booking stays. On: it is also cancelled once the days above have passed, under its cancellation policy, and the guest is e-mailed.',
  },
  {
    name: 'refundPolicy',
    label: 'Refund policy text',
    multiline: true,
    defaultText: (values) => defaultGuestTexts(values as GuestTexts).refundPolicy,
    warnWhen: POLICY_WARNING,
    hint: 'The Refund Policy page. A blank line starts a new paragraph, "## " a heading and "- " a list item. Shown as text, never as HTML.',
  },
  ...FAQ_FIELDS.map((name): SettingsField<'guests'> => ({
    name,
    label: `FAQ: ${FAQ_QUESTIONS[name]}`,
    multiline: true,
    defaultText: (values) => defaultGuestTexts(values as GuestTexts)[name],
    warnWhen: POLICY_WARNING,
    hint: 'The answer on the FAQ page and in what search engines read of it.',
  })),
];

/** /settings/guests: what guests are told about arriving, leaving and the house rules. */
export function GuestSettingsPage() {
  return (
    <SettingsLayout title="Settings" intro="What guests are told about arriving, leaving and staying.">
      <SettingsForm page="guests" fields={FIELDS} />
    </SettingsLayout>
  );
}
