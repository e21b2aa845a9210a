/** Hooks of the bookings feature: page → hook → lib/api. */
import type {
  PaymentLinkReturn,
  BookingQuoteInput,
  DeskDatesInput,
  Hotel,
  HotelSummary,
  OwnerCancelInput,
  BalanceOfflineInput,
  PaymentIntentInput,
  PaymentSuccess,
  QuotePayInput,
  SimulatedPaymentInput,
} from '@hillnest/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, ApiError, errorMessage } from '../../lib/api';
import { notify } from '../../components/notify';

export const bookingKeys = {
  all: ['bookings'] as const,
  mine: ['bookings', 'mine'] as const,
  everyone: ['bookings', 'all'] as const,
  arrivals: (date: string) => ['bookings', 'arrivals', date] as const,
  availability: (hotelId: string) => ['bookings', 'availability', hotelId] as const,
  quote: (hotelId: string, input: BookingQuoteInput) => ['bookings', 'quote', hotelId, input] as const,
  managed: (token: string) => ['bookings', 'manage', token] as const,
  charges: (hotelId: string) => ['bookings', 'charges', hotelId] as const,
};

/** The property's cleaning fee and the extras a guest may choose (decision 0090); nothing is asked without a property ('': none chosen yet). */
export function usePropertyCharges(hotelId: string) {
  return useQuery({
    queryKey: bookingKeys.charges(hotelId),
    queryFn: ({ signal }) => apiCall('GET /api/hotels/:id/extras', { params: { id: hotelId }, signal, credentials: 'omit' }),
    enabled: hotelId !== '',
    staleTime: 60_000,
  });
}

/** What the booking page shows of the property: a card's summary with its rates (read from the detail page's own query, hotels/api `useHotel`). */
export type BookingHotel = HotelSummary & Pick<Hotel, 'rates'>;

/** Nights already taken at the property, to grey them out in the date pickers. */
export function useAvailability(hotelId: string) {
  return useQuery({
    queryKey: bookingKeys.availability(hotelId),
    queryFn: ({ signal }) => apiCall('GET /api/hotels/:id/availability', { params: { id: hotelId }, signal, credentials: 'omit' }),
    staleTime: 30_000,
  });
}

/** The server's price for a stay and what it makes of the coupon code (null input: not asked yet). */
export function useBookingQuote(hotelId: string, input: BookingQuoteInput | null) {
  return useQuery({
    queryKey: bookingKeys.quote(hotelId, input ?? ({} as BookingQuoteInput)),
    queryFn: ({ signal }) =>
      apiCall('POST /api/hotels/:id/bookings/quote', { params: { id: hotelId }, body: input!, signal, credentials: 'omit' }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}

// Payment calls go without credentials except the order itself (docs/product/accounts.md), which needs the session
// to book a signed-in user under the account.
export const bookingCalls = {
  createPaymentIntent: (hotelId: string, input: PaymentIntentInput) =>
    apiCall('POST /api/hotels/:id/bookings/payment-intent', { params: { id: hotelId }, body: input }),
  validatePayment: (payment: PaymentSuccess) => apiCall('POST /api/hotels/order/validate', { body: payment, credentials: 'omit' }),
  /** The user's session travels so a signed-in user's hold can be released by its owner. */
  releaseOrder: (orderId: string) => apiCall('POST /api/hotels/order/release', { body: { orderId } }),
  paySimulated: (input: SimulatedPaymentInput) => apiCall('POST /api/payments/simulated/pay', { body: input, credentials: 'omit' }),
  /** The checkout's order for a quote (the deposit or the total); the token is the only key. */
  payQuote: (token: string, input: QuotePayInput) =>
    apiCall('POST /api/quotes/:token/pay', { params: { token }, body: input, credentials: 'omit' }),
  paySimulatedLink: (input: SimulatedPaymentInput) =>
    apiCall('POST /api/payments/simulated/links/pay', { body: input, credentials: 'omit' }),
};

/** A payment link on the simulated provider's test page. */
export function useSimulatedLink(linkId: string) {
  return useQuery({
    queryKey: [...bookingKeys.all, 'simulated-link', linkId],
    queryFn: ({ signal }) => apiCall('GET /api/payments/simulated/links/:id', { params: { id: linkId }, signal, credentials: 'omit' }),
  });
}

/** A quote's page by its private token (its first view marks it opened for the owner). */
export function useQuotePage(token: string) {
  return useQuery({
    queryKey: [...bookingKeys.all, 'quote-page', token],
    queryFn: ({ signal }) => apiCall('GET /api/quotes/:token', { params: { token }, signal, credentials: 'omit' }),
    retry: false,
  });
}

/** The guest back from a paid link: the signed query recorded (the same as the webhook, whichever comes first). */
export function usePaymentLinkReturn(query: PaymentLinkReturn | null) {
  return useQuery({
    queryKey: [...bookingKeys.all, 'link-return', query?.razorpay_payment_id],
    enabled: query !== null,
    retry: 2,
    queryFn: ({ signal }) => apiCall('POST /api/payments/links/return', { body: query!, signal, credentials: 'omit' }),
  });
}

/**
 * Creates the order (and the hold on the nights) for the amount the page shows. A refusal says why in
 * a toast; 409 (a night was taken meanwhile) refreshes the nights the calendars grey out.
 */
export function useCreatePaymentIntent(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentIntentInput) => bookingCalls.createPaymentIntent(hotelId, input),
    onError: (error) => {
      console.error(error);
      notify.error(errorMessage(error, 'Failed to create payment intent'));
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}

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
    queryFn: ({ signal }) => apiCall('POST /api/hotels/getUserBookings', { signal }),
    select: (response) => response.data,
  });
}

/** Every paid booking, newest first (administrator). */
export function useAllBookings() {
  return useQuery({
    queryKey: bookingKeys.everyone,
    queryFn: ({ signal }) => apiCall('POST /api/hotels/getAllBookings', { body: {}, signal }),
    select: (response) => response.data,
  });
}

/** Bookings whose check-in is `date` (Arriving Today). Disabled until the date is known. */
export function useArrivals(date: string | undefined) {
  return useQuery({
    queryKey: bookingKeys.arrivals(date ?? ''),
    queryFn: ({ signal }) => apiCall('POST /api/hotels/getAllBookings', { body: { checkIn: date }, signal }),
    select: (response) => response.data,
    enabled: Boolean(date),
  });
}

/** The arrival notes of the booking a private link names: the check-in instructions only from their time. */
export function useManagedStay(token: string) {
  return useQuery({
    queryKey: [...bookingKeys.managed(token), 'stay'],
    queryFn: ({ signal }) => apiCall('GET /api/bookings/manage/:token/stay', { params: { token }, signal, credentials: 'omit' }),
    retry: false,
  });
}

/** The booking a private link names (GET /api/bookings/manage/{token}): the token is the only key. */
export function useManagedBooking(token: string) {
  return useQuery({
    queryKey: bookingKeys.managed(token),
    queryFn: ({ signal }) => apiCall('GET /api/bookings/manage/:token', { params: { token }, signal, credentials: 'omit' }),
    retry: false,
  });
}

/** The guest on an expired link's page asks for a new link, mailed to the booking's address. */
export function useRenewExpiredLink(token: string) {
  return useMutation({
    mutationFn: () => apiCall('POST /api/bookings/manage/:token/renew', { params: { token }, credentials: 'omit' }),
  });
}

/** The owner revokes a booking's manage link and mails the guest a new one. */
export function useRenewManageLink() {
  return useMutation({
    mutationFn: (bookingId: string) => apiCall('POST /api/bookings/:id/manage-link', { params: { id: bookingId } }),
  });
}

/** How often the page that could not hear validate's answer asks where the order stands. */
export const ORDER_STATUS_POLL_MS = 3000;

/** Where a paid order stands (POST /api/hotels/order/status), asked again until it is settled. */
export function useOrderStatus(payment: PaymentSuccess | null) {
  return useQuery({
    queryKey: ['bookings', 'order-status', payment?.razorpay_order_id ?? ''] as const,
    queryFn: ({ signal }) => apiCall('POST /api/hotels/order/status', { body: payment!, signal, credentials: 'omit' }),
    enabled: payment !== null,
    // Network failures are expected here (that is why the page is shown): keep asking.
    retry: true,
    retryDelay: ORDER_STATUS_POLL_MS,
    refetchInterval: (query) => (query.state.data?.state === 'processing' || !query.state.data ? ORDER_STATUS_POLL_MS : false),
  });
}

/** One page of the administrator's bookings list for a filter's query string (GET /api/admin/bookings). */
export function useAdminBookings(queryString: string) {
  return useQuery({
    queryKey: [...bookingKeys.all, 'admin', queryString],
    queryFn: ({ signal }) => apiCall('GET /api/admin/bookings', { query: queryString, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Everything about one booking (its admin page). */
export function useAdminBooking(bookingId: string) {
  return useQuery({
    queryKey: [...bookingKeys.all, 'admin', 'one', bookingId],
    queryFn: ({ signal }) => apiCall('GET /api/admin/bookings/:id', { params: { id: bookingId }, signal }),
    retry: false,
  });
}

// ---- Cancellations and refunds ----

/** What cancelling would give back today (the guest's own booking, or any for the owner). */
export function useCancellationQuote(bookingId: string, as: 'guest' | 'owner') {
  return useQuery({
    queryKey: [...bookingKeys.all, 'cancellation', as, bookingId],
    queryFn: ({ signal }) =>
      as === 'owner'
        ? apiCall('GET /api/admin/bookings/:id/cancellation', { params: { id: bookingId }, signal })
        : apiCall('GET /api/bookings/:id/cancellation', { params: { id: bookingId }, signal }),
    // The amount depends on today: always asked afresh when the dialog opens.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** After a cancellation or a refund action every booking list and page shows it. */
function useRefreshBookings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: bookingKeys.all });
}

/** The signed-in guest cancels, sending the refund they were shown (the server refuses if it changed). */
export function useCancelBooking(bookingId: string) {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (refundAmount: number) => apiCall('POST /api/bookings/:id/cancel', { params: { id: bookingId }, body: { refundAmount } }),
    onSettled: () => refresh(),
  });
}

/** My Bookings: the address of the review page of one of the signed-in guest's ended stays. */
export function useReviewLink(bookingId: string) {
  return useMutation({
    mutationFn: () => apiCall('POST /api/bookings/:id/review-link', { params: { id: bookingId } }),
  });
}

/** What cancelling through the private link gives back today (no account: the token is the only key). */
export function useLinkCancellationQuote(token: string) {
  return useQuery({
    queryKey: [...bookingKeys.managed(token), 'cancellation'],
    queryFn: ({ signal }) => apiCall('GET /api/bookings/manage/:token/cancellation', { params: { token }, signal, credentials: 'omit' }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** The guest cancels through the private link; the page then shows the booking as the server answered it. */
export function useCancelThroughLink(token: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (refundAmount: number) =>
      apiCall('POST /api/bookings/manage/:token/cancel', { params: { token }, body: { refundAmount }, credentials: 'omit' }),
    onSuccess: (booking) => queryClient.setQueryData(bookingKeys.managed(token), booking),
    onSettled: () => refresh(),
  });
}

/** Whether the guest may change the dates through the link, and (given dates) what they cost. */
export function useGuestChangeQuote(token: string, dates: DeskDatesInput | null) {
  return useQuery({
    queryKey: [...bookingKeys.managed(token), 'change', dates],
    queryFn: ({ signal }) =>
      apiCall('GET /api/bookings/manage/:token/change', { params: { token }, query: dates ?? {}, signal, credentials: 'omit' }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The guest saves new dates through the link; the page then shows the booking as the server answered it. */
export function useChangeThroughLink(token: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (dates: DeskDatesInput) =>
      apiCall('POST /api/bookings/manage/:token/dates', { params: { token }, body: dates, credentials: 'omit' }),
    onSuccess: (booking) => queryClient.setQueryData(bookingKeys.managed(token), booking),
    onSettled: () => refresh(),
  });
}

/** The owner cancels with a reason and a refund choice. */
export function useOwnerCancel() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: ({ bookingId, ...body }: { bookingId: string } & OwnerCancelInput) =>
      apiCall('POST /api/admin/bookings/:id/cancel', { params: { id: bookingId }, body }),
    onSettled: () => refresh(),
  });
}

/** The owner refunds a refund_required order in full, or retries a failed refund. */
export function useRefundAction(kind: 'refund' | 'retry') {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (bookingId: string) =>
      kind === 'refund'
        ? apiCall('POST /api/admin/bookings/:id/refund', { params: { id: bookingId } })
        : apiCall('POST /api/admin/bookings/:id/refund/retry', { params: { id: bookingId } }),
    onSettled: () => refresh(),
  });
}

/** The owner records a booking's balance as paid to them directly (cash, bank transfer or UPI). */
export function useRecordBalance(bookingId: string) {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (body: BalanceOfflineInput) => apiCall('POST /api/admin/bookings/:id/balance', { params: { id: bookingId }, body }),
    onSettled: () => refresh(),
  });
}
