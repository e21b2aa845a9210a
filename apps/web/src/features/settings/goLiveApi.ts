/** Hooks of Settings → Go live and the first-run setup: page → hook → lib/api. */
import type { AdminToday, SetupState } from '@hillnest/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../components/notify';
import { apiCall, errorMessage } from '../../lib/api';
import { siteConfigKey } from '../../lib/siteConfig';
import { dashboardKeys } from '../dashboard/api';

export const goLiveKeys = {
  status: ['go-live'] as const,
  setup: ['setup'] as const,
};

/** What a change here also changes: the dashboard's warnings, the public pages (demo removed), the site's settings. */
function refreshAfter(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  void queryClient.invalidateQueries({ queryKey: siteConfigKey });
  void queryClient.invalidateQueries({ queryKey: ['settings'] });
}

export function useGoLiveStatus() {
  return useQuery({ queryKey: goLiveKeys.status, queryFn: ({ signal }) => apiCall('GET /api/admin/go-live', { signal }) });
}

/** "Go live" or "Switch back to test mode". */
export function useSwitchMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (to: 'live' | 'demo') =>
      to === 'live' ? apiCall('POST /api/admin/go-live') : apiCall('POST /api/admin/go-live/test-mode'),
    onSuccess: (status) => {
      queryClient.setQueryData(goLiveKeys.status, status);
      refreshAfter(queryClient);
      notify.success(status.mode === 'live' ? 'The site is live' : 'The site is in test mode');
    },
    onError: (error) => {
      notify.error(errorMessage(error, 'Could not change the mode'));
      void queryClient.invalidateQueries({ queryKey: goLiveKeys.status });
    },
  });
}

export function useRemoveDemoCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('DELETE /api/admin/demo-catalogue'),
    onSuccess: () => {
      notify.success('Demo catalogue removed');
      // Properties, blogs, coupons, slides and destinations: most lists of the site showed some.
      void queryClient.invalidateQueries();
    },
    onError: (error) => notify.error(errorMessage(error, 'Could not remove the demo catalogue')),
  });
}

export function useSetupState() {
  return useQuery({ queryKey: goLiveKeys.setup, queryFn: ({ signal }) => apiCall('GET /api/admin/setup', { signal }) });
}

export function useSaveSetupState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (state: SetupState) => apiCall('PUT /api/admin/setup', { body: state }),
    onSuccess: (state) => {
      queryClient.setQueryData(goLiveKeys.setup, state);
      // At once, not after a refetch: the dashboard opens the setup while it reads 'new'.
      queryClient.setQueryData(dashboardKeys.today, (today: AdminToday | undefined) => today && { ...today, setup: state.status });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.today });
    },
    onError: (error) => notify.error(errorMessage(error, 'Could not save the setup')),
  });
}
