import type { SettingsPage, SettingsPageAnswer, SettingsValues } from '@hillnest/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../components/notify';
import { apiCall, errorMessage } from '../../lib/api';
import { siteConfigKey } from '../../lib/siteConfig';

export const settingsKeys = {
  page: (page: SettingsPage) => ['settings', page] as const,
  activity: ['settings', 'activity'] as const,
};

export const SETTINGS_SAVED = 'Settings saved';
const SAVE_FAILED = 'Could not save the settings';

const read = {
  business: (signal: AbortSignal) => apiCall('GET /api/admin/settings/business', { signal }),
  guests: (signal: AbortSignal) => apiCall('GET /api/admin/settings/guests', { signal }),
};

const write = {
  business: (values: SettingsValues['business']) => apiCall('PUT /api/admin/settings/business', { body: values }),
  guests: (values: SettingsValues['guests']) => apiCall('PUT /api/admin/settings/guests', { body: values }),
};

/** A settings page's values and the fields the server's environment sets. */
export function useSettingsPage<P extends SettingsPage>(page: P) {
  return useQuery({
    queryKey: settingsKeys.page(page),
    queryFn: ({ signal }) => read[page](signal) as Promise<SettingsPageAnswer<P>>,
  });
}

export function useSaveSettingsPage<P extends SettingsPage>(page: P) {
  const queryClient = useQueryClient();
  return useMutation({
    // Each page's call takes its own values: `page` picks both.
    mutationFn: (values: SettingsValues[P]) => write[page](values as never) as Promise<SettingsPageAnswer<P>>,
    onSuccess: (answer) => {
      queryClient.setQueryData(settingsKeys.page(page), answer);
      // Guests' pages read the business and house rules from the site's public settings.
      void queryClient.invalidateQueries({ queryKey: siteConfigKey });
      void queryClient.invalidateQueries({ queryKey: settingsKeys.activity });
      notify.success(SETTINGS_SAVED);
    },
    onError: (error) => notify.error(errorMessage(error, SAVE_FAILED)),
  });
}

export function useSettingsActivity() {
  return useQuery({ queryKey: settingsKeys.activity, queryFn: ({ signal }) => apiCall('GET /api/admin/settings/activity', { signal }) });
}
