import type { EmailSettingsAnswer } from '@hillnest/domain';
import { Button } from '../../components/Button';
import { useSendTestEmail, useSettingsPage } from './api';
import { CheckResult } from './CheckResult';
import { SettingsForm, type SettingsField } from './SettingsForm';
import { SettingsLayout } from './SettingsLayout';

const FIELDS: SettingsField<'email'>[] = [
  { name: 'host', label: 'E-mail server (SMTP host)', hint: 'For example smtp.gmail.com or email-smtp.ap-south-1.amazonaws.com.' },
  { name: 'port', label: 'Port', type: 'number', hint: '587 with STARTTLS, 465 with TLS.' },
  { name: 'security', label: 'Security', options: ['starttls', 'tls', 'none'] },
  { name: 'user', label: 'User name' },
  { name: 'smtpPassword', label: 'Password', type: 'password' },
  { name: 'from', label: 'Sender', hint: 'For example Hillnest <bookings@example.com>. Empty: bookings@ the site’s address.' },
];

/** /settings/email: the SMTP server guests' e-mails go through, and "Send a test e-mail". */
export function EmailSettingsPage() {
  const page = useSettingsPage('email').data as EmailSettingsAnswer | undefined;
  const test = useSendTestEmail();
  return (
    <SettingsLayout title="Settings" intro="The e-mail server that sends guests their confirmations, links and receipts.">
      {page && !page.configured && (
        <p className="mb-4 rounded-md bg-amber-100 px-4 py-3 text-amber-950">
          No e-mail server is set: e-mails wait in Sent e-mails, where you can open them and send their links by hand.
        </p>
      )}
      <SettingsForm
        page="email"
        fields={FIELDS}
        actions={(values) => (
          <Button variant="secondary" disabled={test.isPending} onClick={() => test.mutate(values() as EmailSettingsAnswer['values'])}>
            {test.isPending ? 'Sending...' : 'Send a test e-mail'}
          </Button>
        )}
      />
      <div className="mt-4 space-y-2">
        {page && <p className="text-sm text-slate-700">{`The test e-mail goes to ${page.testRecipient}.`}</p>}
        <CheckResult result={test.data} />
      </div>
    </SettingsLayout>
  );
}
