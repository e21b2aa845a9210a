/** Hooks of channel sync (issue 18): page → hook → lib/api. Every answer is the administrator's own. */
import type { ExternalCalendarInput, OwnerBlockInput } from '@hillnest/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { myHotelKeys } from '../admin/api';
import { bookingKeys } from '../bookings/api';
import { dashboardKeys } from '../dashboard/api';
import { refetchAfterChange } from '../../lib/queryClient';

export const channelKeys = {
  all: ['channels'] as const,
  calendars: (hotelId: string) => ['channels', 'calendars', hotelId] as const,
  nights: (hotelId: string) => ['channels', 'nights', hotelId] as const,
  conflicts: ['channels', 'conflicts'] as const,
};

/** After blocks change, every view of the property's nights refetches (this page, the dashboard, the pickers). */
function useInvalidateNights(hotelId: string) {
  const queryClient = useQueryClient();
  return () => refetchAfterChange(queryClient, channelKeys.all, dashboardKeys.all, bookingKeys.availability(hotelId));
}

export function usePropertyCalendars(hotelId: string) {
  return useQuery({
    queryKey: channelKeys.calendars(hotelId),
    queryFn: ({ signal }) => apiCall('GET /api/my-hotels/:id/calendars', { params: { id: hotelId }, signal }),
  });
}

export function usePropertyNights(hotelId: string) {
  return useQuery({
    queryKey: channelKeys.nights(hotelId),
    queryFn: ({ signal }) => apiCall('GET /api/my-hotels/:id/blocks', { params: { id: hotelId }, signal }),
  });
}

export function useCalendarConflicts() {
  return useQuery({
    queryKey: channelKeys.conflicts,
    queryFn: ({ signal }) => apiCall('GET /api/admin/calendar-conflicts', { signal }),
  });
}

/** POST …/calendars: links a feed and syncs it at once; the answer says how that first sync went. */
export function useAddCalendar(hotelId: string) {
  const invalidate = useInvalidateNights(hotelId);
  return useMutation({
    mutationFn: (input: ExternalCalendarInput) => apiCall('POST /api/my-hotels/:id/calendars', { params: { id: hotelId }, body: input }),
    onSuccess: () => invalidate(),
  });
}

export function useSyncCalendar(hotelId: string) {
  const invalidate = useInvalidateNights(hotelId);
  return useMutation({
    mutationFn: (calendarId: string) =>
      apiCall('POST /api/my-hotels/:id/calendars/:calendarId/sync', { params: { id: hotelId, calendarId } }),
    onSettled: () => invalidate(),
  });
}

export function useRemoveCalendar(hotelId: string) {
  const invalidate = useInvalidateNights(hotelId);
  return useMutation({
    mutationFn: (calendarId: string) => apiCall('DELETE /api/my-hotels/:id/calendars/:calendarId', { params: { id: hotelId, calendarId } }),
    onSuccess: () => invalidate(),
  });
}

export function useBlockNights(hotelId: string) {
  const invalidate = useInvalidateNights(hotelId);
  return useMutation({
    mutationFn: (input: OwnerBlockInput) => apiCall('POST /api/my-hotels/:id/blocks', { params: { id: hotelId }, body: input }),
    onSuccess: () => invalidate(),
  });
}

export function useUnblockNights(hotelId: string) {
  const invalidate = useInvalidateNights(hotelId);
  return useMutation({
    mutationFn: (blockId: string) => apiCall('DELETE /api/my-hotels/:id/blocks/:blockId', { params: { id: hotelId, blockId } }),
    onSuccess: () => invalidate(),
  });
}

/** POST …/calendar-token: a new export address; the old one stops working. */
export function useRegenerateExportUrl(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('POST /api/my-hotels/:id/calendar-token', { params: { id: hotelId } }),
    onSuccess: () => refetchAfterChange(queryClient, myHotelKeys.detail(hotelId)),
  });
}
