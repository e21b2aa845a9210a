/** Hooks of channel sync (issue 18): page → hook → lib/api. Every answer is the administrator's own. */
import type {
  CalendarBlock,
  CalendarConflict,
  CalendarSyncResult,
  ExternalCalendar,
  ExternalCalendarInput,
  IcalExportAddress,
  OwnerBlockInput,
  PropertyNights,
} from '@hillnest/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { myHotelKeys } from '../admin/api';
import { bookingKeys } from '../bookings/api';
import { dashboardKeys } from '../dashboard/api';

export const channelKeys = {
  all: ['channels'] as const,
  calendars: (hotelId: string) => ['channels', 'calendars', hotelId] as const,
  nights: (hotelId: string) => ['channels', 'nights', hotelId] as const,
  conflicts: ['channels', 'conflicts'] as const,
};

const base = (hotelId: string) => `/api/my-hotels/${encodeURIComponent(hotelId)}`;

/** After blocks change, every view of the property's nights refetches (this page, the dashboard, the pickers). */
function useInvalidateNights(hotelId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: channelKeys.all }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      queryClient.invalidateQueries({ queryKey: bookingKeys.availability(hotelId) }),
    ]);
}

export function usePropertyCalendars(hotelId: string) {
  return useQuery({
    queryKey: channelKeys.calendars(hotelId),
    queryFn: ({ signal }) => api.get<ExternalCalendar[]>(`${base(hotelId)}/calendars`, { signal }),
  });
}

export function usePropertyNights(hotelId: string) {
  return useQuery({
    queryKey: channelKeys.nights(hotelId),
    queryFn: ({ signal }) => api.get<PropertyNights>(`${base(hotelId)}/blocks`, { signal }),
  });
}

export function useCalendarConflicts() {
  return useQuery({
    queryKey: channelKeys.conflicts,
    queryFn: ({ signal }) => api.get<CalendarConflict[]>('/api/admin/calendar-conflicts', { signal }),
  });
}

/** POST …/calendars: links a feed and syncs it at once; the answer says how that first sync went. */
export function useAddCalendar(hotelId: string) {
  const invalidate = useInvalidateNights(hotelId);
  return useMutation({
    mutationFn: (input: ExternalCalendarInput) => api.post<CalendarSyncResult>(`${base(hotelId)}/calendars`, input),
    onSuccess: () => invalidate(),
  });
}

export function useSyncCalendar(hotelId: string) {
  const invalidate = useInvalidateNights(hotelId);
  return useMutation({
    mutationFn: (calendarId: string) => api.post<CalendarSyncResult>(`${base(hotelId)}/calendars/${encodeURIComponent(calendarId)}/sync`),
    onSettled: () => invalidate(),
  });
}

export function useRemoveCalendar(hotelId: string) {
  const invalidate = useInvalidateNights(hotelId);
  return useMutation({
    mutationFn: (calendarId: string) => api.delete<void>(`${base(hotelId)}/calendars/${encodeURIComponent(calendarId)}`),
    onSuccess: () => invalidate(),
  });
}

export function useBlockNights(hotelId: string) {
  const invalidate = useInvalidateNights(hotelId);
  return useMutation({
    mutationFn: (input: OwnerBlockInput) => api.post<CalendarBlock>(`${base(hotelId)}/blocks`, input),
    onSuccess: () => invalidate(),
  });
}

export function useUnblockNights(hotelId: string) {
  const invalidate = useInvalidateNights(hotelId);
  return useMutation({
    mutationFn: (blockId: string) => api.delete<void>(`${base(hotelId)}/blocks/${encodeURIComponent(blockId)}`),
    onSuccess: () => invalidate(),
  });
}

/** POST …/calendar-token: a new export address; the old one stops working. */
export function useRegenerateExportUrl(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<IcalExportAddress>(`${base(hotelId)}/calendar-token`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myHotelKeys.detail(hotelId) }),
  });
}
