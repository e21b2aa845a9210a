import type { SettingsCheckResult } from '@hillnest/domain';

/** What "Check connection" or "Send a test e-mail" found, in plain words, announced when it arrives. */
export function CheckResult({ result }: { result: SettingsCheckResult | undefined }) {
  return (
    <p role="status" className={`text-sm font-medium ${result?.ok ? 'text-green-800' : 'text-red-700'}`}>
      {result?.message}
    </p>
  );
}
