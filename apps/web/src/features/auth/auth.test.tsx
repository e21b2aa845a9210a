import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderApp, setSessionHint, signedIn, visitor } from '../../test/render';

describe('sign-in page', () => {
  it('shows the shared schema messages under each field', async () => {
    fakeServer(visitor);
    renderApp('/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);

    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(screen.getByLabelText('Password'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.queryByText('This field is required')).toBeNull();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the server's message when signing in fails", async () => {
    fakeServer({
      ...visitor,
      'POST /api/auth/login': () => ({ status: 400, body: { message: 'Invalid Credentials' } }),
    });
    renderApp('/sign-in');
    await userEvent.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid Credentials')).toBeTruthy();
  });

  it('sends a visitor from a signed-in page to /sign-in and back after signing in', async () => {
    let loggedIn = false;
    const session = signedIn();
    fakeServer({
      'GET /api/auth/validate-token': (init) =>
        loggedIn ? session['GET /api/auth/validate-token']!(init) : visitor['GET /api/auth/validate-token']!(init),
      'POST /api/auth/login': (init) => {
        expect(JSON.parse(String(init.body))).toEqual({ email: 'asha@example.com', password: 'secret123' });
        loggedIn = true;
        return { status: 200, body: { userId: 'u1' } };
      },
    });
    const { router } = renderApp('/my-bookings');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in');

    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'My Bookings' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-bookings');
    expect(await screen.findByText('Sign in Successful!')).toBeTruthy();
  });

  it('takes the administrator to the dashboard, and a guest home', async () => {
    for (const isAdmin of [true, false]) {
      let loggedIn = false;
      setSessionHint(false);
      fakeServer({
        'GET /api/auth/validate-token': (init) =>
          loggedIn ? signedIn(isAdmin)['GET /api/auth/validate-token']!(init) : visitor['GET /api/auth/validate-token']!(init),
        'POST /api/auth/login': () => {
          loggedIn = true;
          return { status: 200, body: { userId: 'u1' } };
        },
      });
      const { router, unmount } = renderApp('/sign-in');
      await userEvent.type(await screen.findByLabelText('Email'), 'someone@example.com');
      await userEvent.type(screen.getByLabelText('Password'), 'secret123');
      await userEvent.click(screen.getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(isAdmin ? '/admin' : '/'));
      unmount();
    }
  });
});

describe('register page', () => {
  it('shows every validation message of the shared schema', async () => {
    fakeServer(visitor);
    renderApp('/register');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Account' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(5);

    await userEvent.type(screen.getByLabelText('First Name'), 'Asha');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Rao');
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    await userEvent.type(screen.getByLabelText('Confirm Password'), '54321');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Password'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Your Passwords do not match')).toBeTruthy();
    expect(screen.queryByText('This field is required')).toBeNull();
  });

  it('registers, shows the toast and goes home', async () => {
    let registered = false;
    fakeServer({
      'GET /api/auth/validate-token': (init) =>
        registered ? signedIn()['GET /api/auth/validate-token']!(init) : visitor['GET /api/auth/validate-token']!(init),
      'POST /api/users/register': () => {
        registered = true;
        return { status: 201, body: { userId: 'u1' } };
      },
    });
    const { router } = renderApp('/register');
    await userEvent.type(await screen.findByLabelText('First Name'), 'Asha');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Rao');
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Registration Successful')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('link', { name: 'My Bookings' })).toBeTruthy();
  });
});

describe('guards', () => {
  it('shows the not-found page to a signed-in non-admin on an admin route', async () => {
    fakeServer(signedIn(false));
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Oops! Page Not Found' })).toBeTruthy();
  });

  it('lets the administrator in', async () => {
    fakeServer(signedIn(true));
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('sends a visitor on an admin route to sign in', async () => {
    fakeServer(visitor);
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: '/admin' });
  });
});

describe('sign out', () => {
  it('signs out from the menu and shows the toast', async () => {
    let loggedIn = true;
    setSessionHint(true);
    fakeServer({
      'GET /api/auth/validate-token': (init) =>
        loggedIn ? signedIn()['GET /api/auth/validate-token']!(init) : visitor['GET /api/auth/validate-token']!(init),
      'POST /api/auth/logout': () => {
        loggedIn = false;
        return { status: 200, body: {} };
      },
    });
    renderApp('/');
    const menu = await screen.findByRole('button', { name: 'Account menu' });
    await userEvent.click(menu);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Signed Out!')).toBeTruthy();
    await userEvent.click(menu);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows the error when signing out fails', async () => {
    fakeServer({
      ...signedIn(),
      'POST /api/auth/logout': () => ({ status: 500, body: { message: 'Error during sign out' } }),
    });
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Error during sign out')).toBeTruthy();
  });
});

describe('visitor', () => {
  it('does not ask the server about a session it does not have', async () => {
    const fetchMock = fakeServer(visitor);
    renderApp('/faq');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    const calls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(calls.filter((url) => url.includes('/api/auth/validate-token'))).toEqual([]);
  });
});
