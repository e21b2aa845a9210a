/** Hooks of the bookings feature: page → hook → lib/api. */
import { API_PATHS } from '@hillnest/domain';
import type {
  Availability,
  Booking,
  BookingQuote,
  BookingQuoteInput,
  PaymentIntent,
  PaymentIntentInput,
  PaymentSuccess,
  SimulatedPaymentInput,
} from '@hillnest/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api';

export const bookingKeys = {
  all: ['bookings'] as const,
  mine: ['bookings', 'mine'] as const,
  everyone: ['bookings', 'all'] as const,
  arrivals: (date: string) => ['bookings', 'arrivals', date] as const,
  availability: (hotelId: string) => ['bookings', 'availability', hotelId] as const,
  quote: (hotelId: string, input: BookingQuoteInput) => ['bookings', 'quote', hotelId, input] as const,
  hotel: (hotelId: string) => ['bookings', 'hotel', hotelId] as const,
};

/** The property summary the booking page shows (GET /api/hotels/{id}). */
export interface BookingHotel {
  _id: string;
  name: string;
  city: string;
  country: string;
  type: string;
  starRating: number;
  pricePerNight: number;
  adultCount: number;
  childCount: number;
  imageUrls: string[];
}

export function useBookingHotel(hotelId: string) {
  return useQuery({
    queryKey: bookingKeys.hotel(hotelId),
    queryFn: ({ signal }) => api.get<BookingHotel>(API_PATHS.hotel(hotelId), { signal, credentials: 'omit' }),
  });
}

/** Nights already taken at the property, to grey them out in the date pickers. */
export function useAvailability(hotelId: string) {
  return useQuery({
    queryKey: bookingKeys.availability(hotelId),
    queryFn: ({ signal }) =>
      api.get<Availability>(`/api/hotels/${encodeURIComponent(hotelId)}/availability`, { signal, credentials: 'omit' }),
    staleTime: 30_000,
  });
}

/** The server's price for a stay and what it makes of the coupon code (null input: not asked yet). */
export function useBookingQuote(hotelId: string, input: BookingQuoteInput | null) {
  return useQuery({
    queryKey: bookingKeys.quote(hotelId, input ?? ({} as BookingQuoteInput)),
    queryFn: ({ signal }) =>
      api.post<BookingQuote>(`/api/hotels/${encodeURIComponent(hotelId)}/bookings/quote`, input, { signal, credentials: 'omit' }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}

// Payment calls go without credentials except the order itself (SPEC §6), which needs the session
// to book a signed-in user under the account.
export const bookingCalls = {
  createPaymentIntent: (hotelId: string, input: PaymentIntentInput) =>
    api.post<PaymentIntent>(`/api/hotels/${encodeURIComponent(hotelId)}/bookings/payment-intent`, input),
  validatePayment: (payment: PaymentSuccess) => api.post<Booking>('/api/hotels/order/validate', payment, { credentials: 'omit' }),
  /** The user's session travels so a signed-in user's hold can be released by its owner. */
  releaseOrder: (orderId: string) => api.post<{ released: boolean }>('/api/hotels/order/release', { orderId }),
  paySimulated: (input: SimulatedPaymentInput) => api.post<PaymentSuccess>('/api/payments/simulated/pay', input, { credentials: 'omit' }),
};

/** The description of a declined payment from a Razorpay-shaped error answer, if it is one. */
export function declineDescription(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 402) return null;
  const body = error.body as { error?: { description?: unknown } } | undefined;
  return typeof body?.error?.description === 'string' ? body.error.description : null;
}

/** The signed-in user's bookings, newest first. */
export function useUserBookings() {
  return useQuery({
    queryKey: bookingKeys.mine,
    queryFn: ({ signal }) => api.post<{ data: Booking[] }>('/api/hotels/getUserBookings', undefined, { signal }),
    select: (response) => response.data,
  });
}

/** Every paid booking, newest first (administrator). */
export function useAllBookings() {
  return useQuery({
    queryKey: bookingKeys.everyone,
    queryFn: ({ signal }) => api.post<{ data: Booking[] }>('/api/hotels/getAllBookings', {}, { signal }),
    select: (response) => response.data,
  });
}

/** Bookings whose check-in is `date` (Arriving Today). Disabled until the date is known. */
export function useArrivals(date: string | undefined) {
  return useQuery({
    queryKey: bookingKeys.arrivals(date ?? ''),
    queryFn: ({ signal }) => api.post<{ data: Booking[] }>('/api/hotels/getAllBookings', { checkIn: date }, { signal }),
    select: (response) => response.data,
    enabled: Boolean(date),
  });
}
