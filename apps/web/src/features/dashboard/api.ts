/** Hooks of the owner dashboard: page → hook → lib/api. Both answers are live figures (no-store). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { useDeleteItem } from '../../lib/useDeleteItem';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: ['dashboard', 'summary'] as const,
  calendar: (hotelId: string, month: string) => ['dashboard', 'calendar', hotelId, month] as const,
  holds: ['dashboard', 'holds'] as const,
  today: ['dashboard', 'today'] as const,
  money: ['dashboard', 'money'] as const,
};

/** GET /api/admin/dashboard: the last 12 months of revenue, occupancy and bookings. */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKeys.summary,
    queryFn: ({ signal }) => apiCall('GET /api/admin/dashboard', { signal }),
  });
}

/** GET /api/admin/dashboard/money: balances due in the next 30 days and overdue ones. */
export function useDashboardMoney() {
  return useQuery({ queryKey: dashboardKeys.money, queryFn: ({ signal }) => apiCall('GET /api/admin/dashboard/money', { signal }) });
}

/** GET /api/admin/hotels/{id}/calendar?month=YYYY-MM: each night of the month booked, held or free. */
export function usePropertyCalendar(hotelId: string | undefined, month: string) {
  return useQuery({
    queryKey: dashboardKeys.calendar(hotelId ?? '', month),
    queryFn: ({ signal }) => apiCall('GET /api/admin/hotels/:id/calendar', { params: { id: hotelId ?? '' }, query: { month }, signal }),
    enabled: Boolean(hotelId),
    // Keeps the last month on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/holds: the payments in progress, each holding its nights until it expires. */
export function useHolds() {
  return useQuery({
    queryKey: dashboardKeys.holds,
    queryFn: ({ signal }) => apiCall('GET /api/admin/holds', { signal }),
  });
}

/** DELETE /api/admin/holds/{id}: releases a hold; the list and the calendars are read again (its nights are free). */
export function useReleaseHold() {
  return useDeleteItem({ route: 'DELETE /api/admin/holds/:id', listKey: dashboardKeys.all, failure: 'Failed to release the hold' });
}

/** GET /api/admin/today: today's arrivals, departures, messages waiting, refunds owed, and what setup and going live still need. */
export function useAdminToday() {
  return useQuery({ queryKey: dashboardKeys.today, queryFn: ({ signal }) => apiCall('GET /api/admin/today', { signal }) });
}
