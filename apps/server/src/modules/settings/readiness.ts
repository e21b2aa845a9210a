/**
 * What the go-live checklist and the dashboard ask of payments and e-mail, without reading the
 * settings' internals: the provider in force, whether its keys passed "Check connection" and a signed
 * webhook has arrived; whether an e-mail server is set and a test e-mail went through it.
 */
import type { Deps } from '../../deps';
import { mailState } from './email';
import { paymentsState } from './payments';

type ReadinessDeps = Pick<Deps, 'db' | 'config' | 'cache' | 'secretBox'>;

export async function paymentsReadiness(
  deps: ReadinessDeps,
): Promise<{ provider: 'simulated' | 'razorpay'; connectionCheckedOk: boolean; webhookReceivedAt: string | null }> {
  return paymentsState(deps);
}

export async function mailReadiness(deps: ReadinessDeps): Promise<{ configured: boolean; testSentOk: boolean }> {
  return mailState(deps);
}
