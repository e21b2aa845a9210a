import {
  LIMITS,
  type PaymentCheckInput,
  type SettingsPage,
  type SettingsPageAnswer,
  type SettingsValues,
  type StayMessage,
  type StayMessagePreview,
} from '@hillnest/domain';
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
  site: (signal: AbortSignal) => apiCall('GET /api/admin/settings/site', { signal }),
  payments: (signal: AbortSignal) => apiCall('GET /api/admin/settings/payments', { signal }),
  email: (signal: AbortSignal) => apiCall('GET /api/admin/settings/email', { signal }),
  tax: (signal: AbortSignal) => apiCall('GET /api/admin/settings/tax', { signal }),
  messages: (signal: AbortSignal) => apiCall('GET /api/admin/settings/messages', { signal }),
};

const write = {
  business: (values: SettingsValues['business']) => apiCall('PUT /api/admin/settings/business', { body: values }),
  guests: (values: SettingsValues['guests']) => apiCall('PUT /api/admin/settings/guests', { body: values }),
  site: (values: SettingsValues['site']) => apiCall('PUT /api/admin/settings/site', { body: values }),
  payments: (values: SettingsValues['payments']) => apiCall('PUT /api/admin/settings/payments', { body: values }),
  email: (values: SettingsValues['email']) => apiCall('PUT /api/admin/settings/email', { body: values }),
  tax: (values: SettingsValues['tax']) => apiCall('PUT /api/admin/settings/tax', { body: values }),
  messages: (values: SettingsValues['messages']) => apiCall('PUT /api/admin/settings/messages', { body: values }),
};

/** "Check connection" (Payments) with the keys as entered. */
export function useCheckPayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keys: PaymentCheckInput) => apiCall('POST /api/admin/settings/payments/check', { body: keys }),
    onSuccess: (result) => {
      if (result.ok) void queryClient.invalidateQueries({ queryKey: settingsKeys.page('payments') });
    },
    onError: (error) => notify.error(errorMessage(error, 'Could not check the connection')),
  });
}

/** "Send a test e-mail" (E-mail) through the settings as entered. */
export function useSendTestEmail() {
  return useMutation({
    mutationFn: (values: SettingsValues['email']) => apiCall('POST /api/admin/settings/email/test', { body: values }),
    onError: (error) => notify.error(errorMessage(error, 'Could not send the test e-mail')),
  });
}

/** A settings page's values and the fields the server's environment sets. */
export function useSettingsPage<P extends SettingsPage>(page: P) {
  return useQuery({
    queryKey: settingsKeys.page(page),
    queryFn: ({ signal }) => read[page](signal) as Promise<SettingsPageAnswer<P>>,
  });
}

/** Settings → Site "Photos per property" for the property form (the specification's 6 until it is read). */
export function usePhotoLimit(): number {
  return useSettingsPage('site').data?.values.photosPerProperty ?? LIMITS.defaultImagesPerHotel;
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

/** Settings → Messages' "Preview": the message as edited, filled from the newest booking. */
export function usePreviewStayMessage(onPreview: (preview: StayMessagePreview & { message: StayMessage }) => void) {
  return useMutation({
    mutationFn: ({ message, subject, body }: { message: StayMessage; subject: string; body: string }) =>
      apiCall('POST /api/admin/settings/messages/preview', { body: { message, subject, body } }).then((answer) => ({ ...answer, message })),
    onSuccess: onPreview,
    onError: (error) => notify.error(errorMessage(error, 'Could not preview the message')),
  });
}

export const LOGO_SAVED = 'Logo saved';
export const LOGO_REMOVED = 'Logo removed';

/** Uploads the business's logo (a file), or removes it (null): the site's header and e-mails follow at once. */
export function useSaveLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (logo: File | null) => {
      if (!logo) return apiCall('DELETE /api/admin/settings/business/logo');
      const form = new FormData();
      form.append('logo', logo);
      return apiCall('POST /api/admin/settings/business/logo', { body: form });
    },
    onSuccess: (_business, logo) => {
      void queryClient.invalidateQueries({ queryKey: siteConfigKey });
      void queryClient.invalidateQueries({ queryKey: settingsKeys.activity });
      notify.success(logo ? LOGO_SAVED : LOGO_REMOVED);
    },
    onError: (error) => notify.error(errorMessage(error, 'Could not save the logo')),
  });
}
