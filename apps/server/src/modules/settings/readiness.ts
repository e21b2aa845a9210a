/**
 * Whether payments and e-mail are ready for a live shop, as the go-live checklist asks. Provisional:
 * computed from the server's configuration until Settings → Payments and E-mail store their own checks.
 */
import { desc } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { outboxMessages, paymentEvents } from '../../db/schema';
import { eq } from 'drizzle-orm';

export async function paymentsReadiness(
  deps: Pick<Deps, 'db' | 'config'>,
): Promise<{ provider: 'simulated' | 'razorpay'; connectionCheckedOk: boolean; webhookReceivedAt: string | null }> {
  const { provider } = deps.config.payments;
  if (provider === 'simulated') return { provider, connectionCheckedOk: false, webhookReceivedAt: null };
  const [latest] = await deps.db
    .select({ receivedAt: paymentEvents.receivedAt })
    .from(paymentEvents)
    .orderBy(desc(paymentEvents.receivedAt))
    .limit(1);
  // Razorpay's keys were required at start (config.ts); no check is stored yet.
  return { provider, connectionCheckedOk: true, webhookReceivedAt: latest?.receivedAt.toISOString() ?? null };
}

export async function mailReadiness(deps: Pick<Deps, 'db' | 'config'>): Promise<{ configured: boolean; testSentOk: boolean }> {
  if (!deps.config.SMTP_URL) return { configured: false, testSentOk: false };
  const [sent] = await deps.db.select({ id: outboxMessages.id }).from(outboxMessages).where(eq(outboxMessages.status, 'sent')).limit(1);
  return { configured: true, testSentOk: sent !== undefined };
}
