import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderApp, signedIn } from '../../test/render';

const field = (name: string) => screen.getByLabelText(name);

describe('change password (admin area)', () => {
  it('is for the administrator only: another user sees the not-found page', async () => {
    fakeServer({ ...signedIn(false) });
    renderApp('/change-password');
    expect(await screen.findByRole('heading', { name: 'Oops! Page Not Found' })).toBeTruthy();
    expect(screen.queryByLabelText('Current Password')).toBeNull();
  });

  it('checks the form with the shared messages, sends the current and the new password, then goes back to /admin', async () => {
    const sent: unknown[] = [];
    fakeServer({
      ...signedIn(true),
      'POST /api/auth/change-password': (init) => {
        sent.push(JSON.parse(String(init.body)));
        return { status: 200, body: { message: 'Your password has been changed. Other devices have been signed out.' } };
      },
    });
    const { router } = renderApp('/change-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change Password' })).toBeTruthy();

    await userEvent.type(field('Current Password'), 'first-pass-1');
    await userEvent.type(field('New Password'), 'abc');
    await userEvent.type(field('Confirm New Password'), 'abd');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByText('Your Passwords do not match')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.clear(field('New Password'));
    await userEvent.type(field('New Password'), 'second-pass-2');
    await userEvent.clear(field('Confirm New Password'));
    await userEvent.type(field('Confirm New Password'), 'second-pass-2');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(sent).toEqual([{ currentPassword: 'first-pass-1', newPassword: 'second-pass-2', confirmPassword: 'second-pass-2' }]);
  });

  it("shows the server's message when the current password is wrong, and stays", async () => {
    fakeServer({
      ...signedIn(true),
      'POST /api/auth/change-password': () => ({ status: 400, body: { message: 'Your current password is not correct' } }),
    });
    const { router } = renderApp('/change-password');
    await userEvent.type(await screen.findByLabelText('Current Password'), 'not-it-1');
    await userEvent.type(field('New Password'), 'second-pass-2');
    await userEvent.type(field('Confirm New Password'), 'second-pass-2');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Your current password is not correct')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/change-password');
  });
});
