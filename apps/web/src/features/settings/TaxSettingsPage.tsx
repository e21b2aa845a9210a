import { GST_STATE_NAMES } from '@hillnest/domain';
import { SettingsForm, type SettingsField } from './SettingsForm';
import { SettingsLayout } from './SettingsLayout';

const FIELDS: SettingsField<'tax'>[] = [
  {
    name: 'registered',
    label: 'Registered for GST',
    type: 'checkbox',
    hint: 'On: guests are charged GST and get a tax invoice. Off: no GST is charged and guests get a receipt.',
  },
  { name: 'gstin', label: 'GSTIN', hint: '15 characters, as on the GST registration certificate.' },
  { name: 'legalName', label: 'Legal name', hint: 'As registered; invoices show it with the business name.' },
  { name: 'address', label: 'Registered address', multiline: true },
  { name: 'state', label: 'State or union territory', options: ['', ...GST_STATE_NAMES] },
  {
    name: 'pricesIncludeGst',
    label: 'Listed prices include GST',
    type: 'checkbox',
    hint: 'Off (usual for stays in India): GST is added to the price at checkout.',
  },
  { name: 'invoicePrefix', label: 'Invoice number prefix', hint: 'Up to 4 letters or digits: INV/26-27/00001.' },
  { name: 'creditNotePrefix', label: 'Credit note number prefix', hint: 'Up to 4 letters or digits, not the invoices’.' },
];

/** /settings/tax: GST registration and the details tax invoices carry. */
export function TaxSettingsPage() {
  return (
    <SettingsLayout title="Settings" intro="GST on your stays, and what your tax invoices say. Changes apply to bookings made afterwards.">
      <SettingsForm page="tax" fields={FIELDS} />
    </SettingsLayout>
  );
}
