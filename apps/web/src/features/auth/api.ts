import { CHANGE_PASSWORD_MESSAGES, type ChangePasswordInput, type CurrentUser, type LoginInput, type RegisterInput, type TokenValidation } from '@hillnest/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../components/notify';
import { api, errorMessage } from '../../lib/api';
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
 * Login state (SPEC §4): derived from GET /api/auth/validate-token, logged in unless it errors.
 * Runs without retry: a 401 is the normal answer for an expired session.
 */
export function useAuth(): AuthState {
  const mayBeSignedIn = hasSessionHint();
  const query = useQuery({
    queryKey: authKeys.validateToken,
    queryFn: ({ signal }) => api.get<TokenValidation>('/api/auth/validate-token', { signal }),
    retry: false,
    staleTime: 60_000,
    enabled: mayBeSignedIn,
  });
  const isLoggedIn = mayBeSignedIn && query.isSuccess;
  return {
    isLoggedIn,
    userEmail: isLoggedIn ? query.data!.userEmail : null,
    isAdmin: isLoggedIn && query.data!.isAdmin === true,
    isLoading: mayBeSignedIn && query.isPending,
  };
}

/** The signed-in user's profile (GET /api/users/me), e.g. to prefill the booking form. */
export function useCurrentUser(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: authKeys.currentUser,
    queryFn: ({ signal }) => api.get<CurrentUser>('/api/users/me', { signal }),
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

export function useSignIn(options: { onSuccess?: () => void } = {}) {
  const sessionChanged = useSessionChanged();
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<{ userId: string }>('/api/auth/login', input),
    onSuccess: async () => {
      notify.success('Sign in Successful!');
      await sessionChanged();
      options.onSuccess?.();
    },
    onError: (error) => {
      notify.error(errorMessage(error));
    },
  });
}

export function useRegister(options: { onSuccess?: () => void } = {}) {
  const sessionChanged = useSessionChanged();
  return useMutation({
    mutationFn: (input: RegisterInput) => api.post<{ userId: string }>('/api/users/register', input),
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
    mutationFn: () => api.post<unknown>('/api/auth/logout'),
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
    mutationFn: (input: ChangePasswordInput) => api.post<{ message: string }>('/api/auth/change-password', input),
    onSuccess: () => {
      notify.success(CHANGE_PASSWORD_MESSAGES.changed);
      options.onSuccess?.();
    },
    onError: (error) => {
      notify.error(errorMessage(error));
    },
  });
}
