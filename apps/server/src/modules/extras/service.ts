/**
 * A property's cleaning fee and extras (issue 35, decision 0090): the owner's editor, the booking page's
 * list, and the priced choice of a quote or hold. Other modules use `extrasForStay` only.
 */
import {
  chosenExtrasProblem,
  type ChosenExtra,
  type Extra,
  type ExtraTaxRate,
  type ExtraValues,
  type PropertyCharges,
} from '@hillnest/domain';
import type { Deps } from '../../deps';
import { badRequest, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/validate';
import {
  cleaningFeeOf,
  insertExtra,
  listExtras,
  setCleaningFee,
  softDeleteExtra,
  updateExtra,
  type ExtraColumns,
  type ExtraRow,
} from './queries';

const HOTEL_NOT_FOUND = 'Hotel not found';
const EXTRA_NOT_FOUND = 'Extra not found';

function toExtra(row: ExtraRow): Extra {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    pricePaise: row.pricePaise,
    basis: row.basis,
    taxRatePercent: row.taxRatePercent as ExtraTaxRate,
    sac: row.sac,
    maxQuantity: row.maxQuantity,
    refundable: row.refundable,
  };
}

const columnsOf = (input: ExtraValues): ExtraColumns => ({
  name: input.name,
  description: input.description,
  pricePaise: input.price,
  basis: input.basis,
  taxRatePercent: input.taxRatePercent,
  sac: input.sac,
  maxQuantity: input.maxQuantity,
  refundable: input.refundable,
});

/** GET /api/hotels/{id}/extras and /api/my-hotels/{id}/extras: the fee and the extras offered now. */
export async function propertyCharges(deps: Pick<Deps, 'db'>, hotelId: string): Promise<PropertyCharges> {
  const cleaningFeePaise = isUuid(hotelId) ? await cleaningFeeOf(deps.db, hotelId) : undefined;
  if (cleaningFeePaise === undefined) throw notFound(HOTEL_NOT_FOUND);
  return { cleaningFeePaise, extras: (await listExtras(deps.db, hotelId)).map(toExtra) };
}

/** The fee is shown on the property's page, its search and home cards (cached public reads): they read it afresh. */
export async function updateCleaningFee(
  deps: Pick<Deps, 'db' | 'cache'>,
  hotelId: string,
  cleaningFeePaise: number,
): Promise<PropertyCharges> {
  if (!isUuid(hotelId) || !(await setCleaningFee(deps.db, hotelId, cleaningFeePaise))) throw notFound(HOTEL_NOT_FOUND);
  deps.cache.invalidate('hotels');
  return propertyCharges(deps, hotelId);
}

export async function createExtra(deps: Pick<Deps, 'db'>, hotelId: string, input: ExtraValues): Promise<Extra> {
  if (!isUuid(hotelId) || (await cleaningFeeOf(deps.db, hotelId)) === undefined) throw notFound(HOTEL_NOT_FOUND);
  return toExtra(await insertExtra(deps.db, hotelId, columnsOf(input)));
}

/** Edits an extra for bookings made from now on: a booking already held keeps the line it was priced with. */
export async function editExtra(deps: Pick<Deps, 'db'>, hotelId: string, extraId: string, input: ExtraValues): Promise<Extra> {
  const row = isUuid(hotelId) && isUuid(extraId) ? await updateExtra(deps.db, hotelId, extraId, columnsOf(input)) : undefined;
  if (!row) throw notFound(EXTRA_NOT_FOUND);
  return toExtra(row);
}

export async function removeExtra(deps: Pick<Deps, 'db' | 'now'>, hotelId: string, extraId: string): Promise<void> {
  if (!isUuid(hotelId) || !isUuid(extraId) || !(await softDeleteExtra(deps.db, hotelId, extraId, deps.now())))
    throw notFound(EXTRA_NOT_FOUND);
}

/**
 * The fee and the chosen extras of a stay at this property, ready for quoteStay; 400 naming the extra
 * when one is unknown, deleted or ordered more than its maximum (before anything is held).
 */
export async function extrasForStay(
  deps: Pick<Deps, 'db'>,
  hotelId: string,
  chosen: readonly ChosenExtra[],
): Promise<{ cleaningFeePaise: number; extras: { extra: Extra; quantity: number }[] }> {
  const cleaningFeePaise = (await cleaningFeeOf(deps.db, hotelId)) ?? 0;
  if (chosen.length === 0) return { cleaningFeePaise, extras: [] };
  const rows = await listExtras(deps.db, hotelId, { withDeleted: true });
  const problem = chosenExtrasProblem(
    chosen,
    rows.map((row) => ({ _id: row.id, name: row.name, maxQuantity: row.maxQuantity, deleted: row.deletedAt !== null })),
  );
  if (problem) throw badRequest(problem, 'extras');
  return {
    cleaningFeePaise,
    extras: chosen.map((choice) => ({ extra: toExtra(rows.find((row) => row.id === choice.extraId)!), quantity: choice.quantity })),
  };
}
