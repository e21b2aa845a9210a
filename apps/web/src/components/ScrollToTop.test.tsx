import { act, fireEvent, render, screen } from '@testing-library/preact';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { value, configurable: true });
  fireEvent.scroll(window);
}

describe('ScrollToTop', () => {
  beforeEach(() => {
    setScrollY(0);
  });

  it('scrolls to the top on every route change, and leaves the first view where the browser put it', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], { initialEntries: ['/a'] });
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/b'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await act(() => router.navigate('/b?page=2'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/a'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('shows the button only past 300 px and scrolls smoothly to the top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();

    act(() => setScrollY(300));
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();

    act(() => setScrollY(301));
    fireEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
  });
});
