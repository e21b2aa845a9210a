import { CURRENCY, type Booking, type BookingStatusName } from '@hillnest/domain';
import type { BookingRow, HotelSummaryRow } from './queries';

/** A paid order as the API shows it (SPEC §3 names; userId 'guest' for an anonymous booker). */
export function toBooking(row: BookingRow, hotel: HotelSummaryRow): Booking {
  return {
    _id: row.id,
    hotelId: row.hotelId,
    hotel,
    userId: row.userId ?? 'guest',
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    adultCount: row.adultCount,
    childCount: row.childCount,
    infantCount: row.infantCount,
    couponCode: row.couponCode,
    totalCost: row.totalCost,
    currency: CURRENCY,
    status: row.status as BookingStatusName,
    razorpay_order_id: row.razorpayOrderId,
    razorpay_payment_id: row.razorpayPaymentId ?? '',
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
}
