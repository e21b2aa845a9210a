/**
 * What a payment link pays. Balances by link arrive with deposits (issue 36, step 2); until a link of
 * ours names something, its payment is recorded and nothing else changes.
 */
import type { Deps } from '../../deps';
import type { Database } from '../../db/client';

/** A paid link's payment, as a webhook, a return or the test page reports it. */
export interface LinkPayment {
  linkId: string;
  paymentId: string;
  /** What was captured, in paise, when the report says (the return does not). */
  amount: number | null;
}

export type LinkSettlement = { kind: 'unknownLink' } | { kind: 'paid'; bookingId: string; hotelId: string; manageToken: string | null };

/** Records a link's payment on what the link pays; idempotent. */
export async function settlePaidLink(
  _deps: Pick<Deps, 'log' | 'config' | 'cache' | 'mail' | 'manageLinks' | 'now'>,
  _db: Database,
  _payment: LinkPayment,
): Promise<LinkSettlement> {
  return { kind: 'unknownLink' };
}
