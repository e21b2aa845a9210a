/**
 * Conditions on bookings that other modules' queries share, so each reads the same rule: here, a
 * balance still owed (confirmed, a balance set, not yet paid by link or to the owner).
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { bookings } from '../../db/schema';

export const balanceUnpaid = and(eq(bookings.status, 'confirmed'), isNotNull(bookings.balanceAmount), isNull(bookings.balancePaidAt));
