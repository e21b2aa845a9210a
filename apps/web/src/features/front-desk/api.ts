/** Hooks of the owner's front desk (issue 36): page → hook → lib/api. Every answer is the administrator's own. */
import type {
  BookingNoteInput,
  ChangeRefund,
  DeskBookingInput,
  DeskChangeInput,
  DeskDatesInput,
  OwnerBlockInput,
  QuoteInput,
  StayMarkInput,
} from '@hillnest/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { refetchAfterChange } from '../../lib/queryClient';
import { bookingKeys } from '../bookings/api';
import { channelKeys } from '../channels/api';
import { dashboardKeys } from '../dashboard/api';

export const deskKeys = {
  all: ['desk'] as const,
  calendar: (from: string, nights: number) => ['desk', 'calendar', from, nights] as const,
  quotes: ['desk', 'quotes'] as const,
};

/** Nights change: the desk, the bookings lists, the dashboard and the property calendars read them again. */
function useRefetchNights() {
  const queryClient = useQueryClient();
  return () => refetchAfterChange(queryClient, deskKeys.all, bookingKeys.all, dashboardKeys.all, channelKeys.all);
}

/** Every property and what takes its nights, `nights` nights from `from` ('' for today). */
export function useDeskCalendar(from: string, nights: number) {
  return useQuery({
    queryKey: deskKeys.calendar(from, nights),
    queryFn: ({ signal }) =>
      apiCall('GET /api/admin/desk/calendar', { query: { ...(from ? { from } : {}), nights: String(nights) }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateDeskBooking() {
  const refetch = useRefetchNights();
  return useMutation({
    mutationFn: (input: DeskBookingInput) => apiCall('POST /api/admin/bookings', { body: input }),
    onSuccess: () => refetch(),
  });
}

/** Blocks nights of any property shown on the desk (the property calendar's own route). */
export function useBlockDeskNights() {
  const refetch = useRefetchNights();
  return useMutation({
    mutationFn: ({ hotelId, ...block }: OwnerBlockInput & { hotelId: string }) =>
      apiCall('POST /api/my-hotels/:id/blocks', { params: { id: hotelId }, body: block }),
    onSuccess: () => refetch(),
  });
}

export function useChangeDates(bookingId: string) {
  const refetch = useRefetchNights();
  return useMutation({
    mutationFn: (change: DeskChangeInput) => apiCall('POST /api/admin/bookings/:id/dates', { params: { id: bookingId }, body: change }),
    onSuccess: () => refetch(),
  });
}

/** The owner's change dialog: the server's price of the asked stay, and what is paid by link or refunded. */
export function useDeskChangeQuote(bookingId: string, asked: DeskDatesInput | null, refund: ChangeRefund) {
  return useQuery({
    queryKey: ['desk-change', bookingId, asked, refund],
    queryFn: ({ signal }) =>
      apiCall('GET /api/admin/bookings/:id/change', { params: { id: bookingId }, query: { ...asked!, refund }, signal }),
    enabled: asked !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Arrived, departed or no-show; a no-show that frees its nights changes the calendars too. */
export function useMarkStay(bookingId: string) {
  const refetch = useRefetchNights();
  return useMutation({
    mutationFn: (mark: StayMarkInput) => apiCall('POST /api/admin/bookings/:id/stay', { params: { id: bookingId }, body: mark }),
    onSuccess: () => refetch(),
  });
}

/** The owner's private note on a booking. */
export function useAddBookingNote(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: BookingNoteInput) => apiCall('POST /api/admin/bookings/:id/notes', { params: { id: bookingId }, body: note }),
    onSuccess: () => refetchAfterChange(queryClient, bookingKeys.all),
  });
}

/** Every quote with where it stands (sent, opened, paid, expired, withdrawn). */
export function useQuotes() {
  return useQuery({ queryKey: deskKeys.quotes, queryFn: ({ signal }) => apiCall('GET /api/admin/quotes', { signal }) });
}

/** A quote holds nights: the desk and the lists read them again. */
export function useCreateQuote() {
  const refetch = useRefetchNights();
  return useMutation({
    mutationFn: (input: QuoteInput) => apiCall('POST /api/admin/quotes', { body: input }),
    onSuccess: () => refetch(),
  });
}

export function useWithdrawQuote() {
  const refetch = useRefetchNights();
  return useMutation({
    mutationFn: (id: string) => apiCall('POST /api/admin/quotes/:id/withdraw', { params: { id } }),
    onSuccess: () => refetch(),
  });
}

export function useEmailQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall('POST /api/admin/quotes/:id/email', { params: { id } }),
    onSuccess: () => refetchAfterChange(queryClient, deskKeys.quotes),
  });
}
