import type { PaymentSettingsAnswer } from '@hillnest/domain';
import { Button } from '../../components/Button';
import { adminDateTime } from '../../lib/adminTime';
import { useSiteConfig } from '../../lib/siteConfig';
import { useCheckPayments, useSettingsPage } from './api';
import { CheckResult } from './CheckResult';
import { CopyField } from './CopyField';
import { SettingsForm, type SettingsField } from './SettingsForm';
import { SettingsLayout } from './SettingsLayout';

const FIELDS: SettingsField<'payments'>[] = [
  { name: 'provider', label: 'Payments', options: ['simulated', 'razorpay'] },
  { name: 'keyId', label: 'Key id', hint: 'Razorpay Dashboard → Account & Settings → API Keys, for example rzp_live_AbCdEf123456.' },
  { name: 'keySecret', label: 'Key secret', type: 'password' },
  { name: 'webhookSecret', label: 'Webhook secret', type: 'password' },
];

/** /settings/payments: simulated or Razorpay, the keys, "Check connection" and the webhook address. */
export function PaymentSettingsPage() {
  const page = useSettingsPage('payments').data as PaymentSettingsAnswer | undefined;
  const check = useCheckPayments();
  const timeZone = useSiteConfig().data?.propertyTimezone;
  return (
    <SettingsLayout
      title="Settings"
      intro="How guests pay. Simulated takes no money (test mode); Razorpay takes real payments once its keys pass “Check connection”."
    >
      <SettingsForm
        page="payments"
        fields={FIELDS}
        actions={(values) => (
          <Button
            variant="secondary"
            disabled={check.isPending}
            onClick={() => check.mutate({ keyId: String(values('keyId') ?? ''), keySecret: String(values('keySecret') ?? '') })}
          >
            {check.isPending ? 'Checking...' : 'Check connection'}
          </Button>
        )}
      />
      <div className="mt-4 space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <CheckResult result={check.data} />
        {page && (
          <p className="text-slate-700">
            {page.connection
              ? `Connection checked ${adminDateTime(page.connection.checkedAt, timeZone)} for ${page.connection.keyId}.`
              : 'The connection with Razorpay has not been checked with these keys.'}
          </p>
        )}
        {page && <CopyField label="Webhook address (paste it into Razorpay Dashboard → Webhooks)" value={page.webhookUrl} />}
      </div>
    </SettingsLayout>
  );
}
