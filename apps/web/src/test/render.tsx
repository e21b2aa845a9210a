import { forgetSessionHint } from '../features/auth/api';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';

/** A query client without retries or delays, for tests. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

/** Render the whole app (real routes, lazy pages, frame) at a path. */
export function renderApp(path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = testQueryClient();
  const result = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, client };
}

/** Answers one call; `url` carries the query string (e.g. ?page=2). */
type Handler = (init: RequestInit, url?: URL) => { status: number; body?: unknown };

/** The readable cookie the real server sets beside the session (see hasSessionHint). */
export function setSessionHint(present: boolean) {
  document.cookie = present ? 'signed_in=1; path=/' : 'signed_in=; path=/; max-age=0';
  forgetSessionHint();
}

/** Calls after which the real server starts or ends a session. */
const SESSION_STARTS = new Set(['POST /api/auth/login', 'POST /api/users/register']);
const SESSION_ENDS = 'POST /api/auth/logout';

/**
 * Replace fetch with a tiny fake server keyed by "METHOD /path".
 * Unknown calls answer 404 {message:'Not found'}. Like the real server, a successful sign-in or
 * registration sets the session hint cookie and a sign-out clears it.
 */
export function fakeServer(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const parsed = new URL(url, 'http://localhost');
    const key = `${init.method ?? 'GET'} ${parsed.pathname}`;
    const handler = handlers[key];
    const { status, body } = handler ? handler(init, parsed) : { status: 404, body: { message: 'Not found' } };
    if (status < 300 && SESSION_STARTS.has(key)) setSessionHint(true);
    if (status < 300 && key === SESSION_ENDS) setSessionHint(false);
    return new Response(body === undefined || status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The site's settings as the server answers them, 'today' being 10 March 2026. */
export const siteConfig: Record<string, Handler> = {
  'GET /api/config': () => ({
    status: 200,
    body: {
      propertyTimezone: 'Asia/Kolkata',
      today: '2026-03-10',
      holdMinutes: 15,
      bookingEngineUrl: null,
      bookingEnginePropertyId: '9166',
      business: { name: 'Hillnest', contactEmail: 'admin@hillnest.example', phone: null, whatsapp: null, address: null },
      guests: { checkInHours: '2PM-10PM', checkOutBy: '10:30 AM', houseRules: ['Smoking is not allowed indoors.'] },
    },
  }),
};

export const visitor: Record<string, Handler> = {
  'GET /api/auth/validate-token': () => ({ status: 401, body: { message: 'Token invalid' } }),
};

/** Handlers of a signed-in session; the session (hint cookie) exists from now on. */
export function signedIn(isAdmin = false): Record<string, Handler> {
  setSessionHint(true);
  return {
    'GET /api/auth/validate-token': () => ({
      status: 200,
      body: { userId: 'u1', userEmail: isAdmin ? 'admin@hillnest.example' : 'asha@example.com', isAdmin },
    }),
  };
}

/**
 * The modal dialog named `name`, once it has taken the focus: the modal moves focus to its first
 * field in an effect (a frame after it shows), and keys typed before that land in the wrong field.
 */
export async function openedDialog(name: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => {
    if (!dialog.contains(document.activeElement)) throw new Error(`The dialog ${name} has not taken the focus yet`);
  });
  return dialog;
}

/**
 * Answers the in-app dialog a Delete button opens: checks it names the item, then presses its
 * confirming button (or Cancel).
 */
export async function answerDeleteDialog(title: string, answer: 'confirm' | 'cancel' = 'confirm', verb = 'Delete') {
  const dialog = await screen.findByRole('dialog', { name: title });
  await userEvent.click(within(dialog).getByRole('button', { name: answer === 'confirm' ? verb : 'Cancel' }));
}
