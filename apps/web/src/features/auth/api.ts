import {
  CHANGE_PASSWORD_MESSAGES,
  type ChangePasswordInput,
  type ForgotPasswordInput,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
} from '@hillnest/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../components/notify';
import { apiCall, errorMessage } from '../../lib/api';
import { renderRequest } from '../../lib/renderRequest';

/** Query keys of the auth feature; other features invalidate or read them through these. */
export const authKeys = {
  validateToken: ['auth', 'validate-token'] as const,
  currentUser: ['auth', 'me'] as const,
};

export interface AuthState {
  isLoggedIn: boolean;
  userEmail: string | null;
  isAdmin: boolean;
  /** The signed-in user's initials, for the profile button. */
  initials: string | null;
  /** True until the first token validation has answered. */
  isLoading: boolean;
}

/**
 * The server sets this readable cookie beside the httpOnly session cookie. Without it there is no
 * session to validate, so a visitor's page makes no call that would only answer 401.
 */
export function hasSessionHint(): boolean {
  const rendering = renderRequest();
  if (rendering) return rendering.signedIn;
  // Read once, not on every render: each read of document.cookie is a synchronous round trip to the
  // browser's cookie store (~4 ms each on the home page's first render, where a dozen components ask).
  sessionHint ??= typeof document !== 'undefined' && /(?:^|;\s*)signed_in=1(?:;|$)/.test(document.cookie);
  return sessionHint;
}

let sessionHint: boolean | undefined;

/** Read the hint cookie again: signing in, registering or out has just set or cleared it. */
export function forgetSessionHint(): void {
  sessionHint = undefined;
}

/**
 * Login state (docs/product/accounts.md): derived from GET /api/auth/validate-token, logged in unless it errors.
 * Runs without retry: a 401 is the normal answer for an expired session.
 */
const sessionQuery = queryOptions({
  queryKey: authKeys.validateToken,
  queryFn: ({ signal }) => apiCall('GET /api/auth/validate-token', { signal }),
  retry: false,
  staleTime: 60_000,
});

export function useAuth(): AuthState {
  const mayBeSignedIn = hasSessionHint();
  const query = useQuery({ ...sessionQuery, enabled: mayBeSignedIn });
  const isLoggedIn = mayBeSignedIn && query.isSuccess;
  return {
    isLoggedIn,
    userEmail: isLoggedIn ? query.data!.userEmail : null,
    isAdmin: isLoggedIn && query.data!.isAdmin === true,
    initials: isLoggedIn ? (query.data!.initials ?? null) : null,
    isLoading: mayBeSignedIn && query.isPending,
  };
}

/** The signed-in user's profile (GET /api/users/me), e.g. to prefill the booking form. */
export function useCurrentUser(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: authKeys.currentUser,
    queryFn: ({ signal }) => apiCall('GET /api/users/me', { signal }),
    enabled: options.enabled ?? true,
  });
}

/** After the session changes, refresh the login state and forget the previous user's profile. */
function useSessionChanged() {
  const queryClient = useQueryClient();
  return async () => {
    forgetSessionHint();
    queryClient.removeQueries({ queryKey: authKeys.currentUser });
    await queryClient.invalidateQueries({ queryKey: authKeys.validateToken });
  };
}

/** Signs in; `onSuccess` hears whether the account is the administrator's (they land elsewhere). */
export function useSignIn(options: { onSuccess?: (session: { isAdmin: boolean }) => void } = {}) {
  const sessionChanged = useSessionChanged();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiCall('POST /api/auth/login', { body: input }),
    onSuccess: async () => {
      notify.success('Sign in Successful!');
      await sessionChanged();
      const session = await queryClient.fetchQuery(sessionQuery).catch(() => null);
      options.onSuccess?.({ isAdmin: session?.isAdmin === true });
    },
    onError: (error) => {
      notify.error(errorMessage(error));
    },
  });
}

export function useRegister(options: { onSuccess?: () => void } = {}) {
  const sessionChanged = useSessionChanged();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiCall('POST /api/users/register', { body: input }),
    onSuccess: async () => {
      notify.success('Registration Successful');
      await sessionChanged();
      options.onSuccess?.();
    },
    onError: (error) => {
      console.error(error);
      notify.error(errorMessage(error));
    },
  });
}

export function useSignOut() {
  const sessionChanged = useSessionChanged();
  return useMutation({
    mutationFn: () => apiCall('POST /api/auth/logout'),
    onSuccess: async () => {
      await sessionChanged();
      notify.success('Signed Out!');
    },
    onError: (error) => {
      notify.error(errorMessage(error, 'Error during sign out'));
    },
  });
}

/**
 * Changes the signed-in account's password (the current one is required). The server ends every other
 * session of the account and renews this one's cookie.
 */
export function useChangePassword(options: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiCall('POST /api/auth/change-password', { body: input }),
    onSuccess: () => {
      notify.success(CHANGE_PASSWORD_MESSAGES.changed);
      options.onSuccess?.();
    },
    onError: (error) => {
      notify.error(errorMessage(error));
    },
  });
}

/** 'Forgot password?': the answer is the same whether or not an account exists. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => apiCall('POST /api/auth/forgot-password', { body: input }),
    onError: (error) => {
      notify.error(errorMessage(error));
    },
  });
}

/** A new password from a reset link; every session of the account ends, so the user signs in again. */
export function useResetPassword(options: { onSuccess?: () => void } = {}) {
  const sessionChanged = useSessionChanged();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => apiCall('POST /api/auth/reset-password', { body: input }),
    onSuccess: async (answer) => {
      notify.success(answer.message);
      await sessionChanged();
      options.onSuccess?.();
    },
    onError: (error) => {
      notify.error(errorMessage(error));
    },
  });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiCall('POST /api/auth/verify-email', { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.currentUser }),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiCall('POST /api/auth/resend-verification'),
    onSuccess: (answer) => notify.success(answer.message),
    onError: (error) => notify.error(errorMessage(error)),
  });
}
