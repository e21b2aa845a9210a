import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ProfileMenu, type ProfileMenuProps } from './ProfileMenu';

function renderMenu(props: Partial<ProfileMenuProps> = {}) {
  const onSignOut = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <div>
            <p>Outside text</p>
            <ProfileMenu isLoggedIn={false} isAdmin={false} onSignOut={onSignOut} {...props} />
          </div>
        ),
      },
    ],
    { initialEntries: ['/detail/42'] },
  );
  render(<RouterProvider router={router} />);
  return { onSignOut, router, button: screen.getByRole('button', { name: 'Account menu' }) };
}

describe('ProfileMenu', () => {
  it('is closed until the button is clicked', async () => {
    const { button } = renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();

    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(screen.queryByRole('link', { name: 'My Bookings' })).toBeNull();
  });

  it('closes on a click outside, on Escape and on a second button click', async () => {
    const { button } = renderMenu();
    await userEvent.click(button);
    await userEvent.click(screen.getByText('Outside text'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();

    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    await userEvent.click(button);
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on picking an item and remembers the page for signing in', async () => {
    const { button, router } = renderMenu();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.state).toEqual({ from: '/detail/42' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows My Bookings and Sign Out to a signed-in user, and Admin only to the administrator', async () => {
    const { button, onSignOut } = renderMenu({ isLoggedIn: true });
    await userEvent.click(button);
    expect(screen.getByRole('link', { name: 'My Bookings' }).getAttribute('href')).toBe('/my-bookings');
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows Admin to the administrator', async () => {
    const { button } = renderMenu({ isLoggedIn: true, isAdmin: true });
    await userEvent.click(button);
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });
});
