/**
 * The GST inside a total the owner agreed at the front desk (docs/product/tax.md): a price typed over
 * the rates, or a stay given new dates for the amount already paid. The total is what the guest pays,
 * GST included; it is shared over the nights in proportion to the rate engine's night prices, and each
 * night's share decides its rate as a price that includes GST does (tax.ts gstOfStay).
 */
import type { Paise } from './money';
import { gstOfStay, splitInProportion, type GstTerms, type StayGst } from './tax';

export function gstInAgreedTotal(totalPaise: Paise, nightWeights: readonly number[], terms: Pick<GstTerms, 'stateTax'>): StayGst {
  return gstOfStay(splitInProportion(totalPaise, nightWeights), { stateTax: terms.stateTax, pricesIncludeGst: true });
}
