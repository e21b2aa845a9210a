/** Accounts that recover: Forgot password, the reset link's page, the verification link's page, Register's link and the initials. */
import { ACCOUNT_MESSAGES } from '@hillnest/domain';
import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderApp, setSessionHint, visitor } from '../../test/render';

describe('forgot password', () => {
  it("is linked from Sign In and answers with the server's message, whether or not the account exists", async () => {
    const asked: unknown[] = [];
    fakeServer({
      ...visitor,
      'POST /api/auth/forgot-password': (init) => {
        asked.push(JSON.parse(String(init.body)));
        return { status: 200, body: { message: ACCOUNT_MESSAGES.resetSent('asha@example.com') } };
      },
    });
    const { router } = renderApp('/sign-in');
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    await userEvent.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toBe(ACCOUNT_MESSAGES.resetSent('asha@example.com'));
    expect(asked).toEqual([{ email: 'asha@example.com' }]);
  });
});

describe('reset password', () => {
  it('sends the token from the link with a new password checked by the registration rules, then goes to Sign In', async () => {
    const sent: unknown[] = [];
    fakeServer({
      ...visitor,
      'POST /api/auth/reset-password': (init) => {
        sent.push(JSON.parse(String(init.body)));
        return { status: 200, body: { message: ACCOUNT_MESSAGES.passwordReset } };
      },
    });
    const token = 'a'.repeat(43);
    const { router } = renderApp(`/reset-password?token=${token}`);
    await userEvent.type(await screen.findByLabelText('New Password'), 'abc');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'abd');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(sent).toEqual([]);
    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.type(screen.getByLabelText('New Password'), 'new-pass-123');
    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'new-pass-123');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordReset)).toBeTruthy();
    expect(sent).toEqual([{ token, password: 'new-pass-123', confirmPassword: 'new-pass-123' }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });
});

describe('verify e-mail', () => {
  it('confirms the address from the link, asking the server once', async () => {
    let calls = 0;
    fakeServer({
      ...visitor,
      'POST /api/auth/verify-email': () => {
        calls += 1;
        return calls === 1
          ? { status: 200, body: { message: ACCOUNT_MESSAGES.emailVerified } }
          : { status: 400, body: { message: ACCOUNT_MESSAGES.verifyLinkInvalid } };
      },
    });
    renderApp(`/verify-email?token=${'b'.repeat(43)}`);
    expect(await screen.findByText(/Your e-mail address is verified\./)).toBeTruthy();
    expect(calls).toBe(1);
  });
});

describe('register and the profile button', () => {
  it("Register links to Sign In; the profile button shows the signed-in user's initials", async () => {
    fakeServer({ ...visitor });
    renderApp('/register');
    expect((await screen.findByRole('link', { name: 'Already have an account? Sign in' })).getAttribute('href')).toBe('/sign-in');

    setSessionHint(true);
    fakeServer({
      'GET /api/auth/validate-token': () => ({
        status: 200,
        body: { userId: 'u1', userEmail: 'asha@example.com', isAdmin: false, initials: 'AR' },
      }),
    });
    renderApp('/');
    expect((await screen.findByTestId('profile-initials')).textContent).toBe('AR');
  });
});
