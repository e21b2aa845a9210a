import { render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { fakeServer, renderApp, testQueryClient, visitor } from '../../test/render';
import { notify } from '../../components/notify';
import { SearchBar } from './SearchBar';
import { reloadSearchValues } from './searchValues';
import { browserNavigation } from './useSubmitSearch';

const DESTINATIONS = ['Manali', 'Mussoorie', 'Shimla'].map((name, i) => ({ _id: String(i), name, illustrationImageUrl: '' }));

function server(today = '2026-03-10', bookingEngineUrl: string | null = null) {
  return fakeServer({
    ...visitor,
    'GET /api/destinations': () => ({ status: 200, body: DESTINATIONS }),
    'GET /api/config': () => ({
      status: 200,
      body: { propertyTimezone: 'Asia/Kolkata', today, holdMinutes: 15, bookingEngineUrl, bookingEnginePropertyId: '9166' },
    }),
  });
}

async function renderBar(today = '2026-03-10', shownCheckIn = today) {
  server(today);
  const onSubmit = vi.fn();
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <>
          <h2>Outside</h2>
          <SearchBar variant="full" onSubmit={onSubmit} />
        </>
      ),
    },
  ]);
  render(
    <AppProviders client={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const [y, m, d] = shownCheckIn.split('-');
  // The bar shows the property's today once the configuration has arrived.
  await screen.findByText(new RegExp(`^${d}/${m}/${y} –`));
  return { onSubmit };
}

beforeEach(() => {
  sessionStorage.clear();
  reloadSearchValues();
});

describe('destination box', () => {
  it('suggests destinations containing the text, any case; choosing one sets it and closes the list', async () => {
    await renderBar();
    const box = screen.getByRole('combobox', { name: 'Destination' });
    await userEvent.click(box);
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Manali', 'Mussoorie', 'Shimla']);

    await userEvent.type(box, 'sSO');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Mussoorie']);
    await userEvent.click(screen.getByRole('option', { name: 'Mussoorie' }));
    expect(box).toHaveProperty('value', 'Mussoorie');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('has a clear button only while there is text', async () => {
    await renderBar();
    expect(screen.queryByRole('button', { name: 'Clear destination' })).toBeNull();
    await userEvent.type(screen.getByRole('combobox', { name: 'Destination' }), 'Goa');
    await userEvent.click(screen.getByRole('button', { name: 'Clear destination' }));
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveProperty('value', '');
    expect(screen.queryByRole('button', { name: 'Clear destination' })).toBeNull();
  });

  it('closes the suggestions on a click outside', async () => {
    await renderBar();
    await userEvent.click(screen.getByRole('combobox', { name: 'Destination' }));
    expect(await screen.findByRole('listbox')).toBeTruthy();
    await userEvent.click(screen.getByRole('heading', { name: 'Outside' }));
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

// The phone layout (the test setup's window is narrow) draws every month of the year: slow on a busy machine.
describe('date popup', { timeout: 60_000 }, () => {
  it('opens on click with short month names, moves check-out after a later check-in, and closes outside', async () => {
    await renderBar('2026-09-10');
    await userEvent.click(screen.getByRole('button', { name: /Check-in – Check-out/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Select dates' });
    // 'Sept' for September (docs/product/search.md), two months side by side, Monday first.
    expect(await within(dialog).findByRole('grid', { name: 'Sept 2026' })).toBeTruthy();
    expect(within(dialog).getByRole('grid', { name: 'Oct 2026' })).toBeTruthy();
    expect(within(dialog).getAllByRole('columnheader')[0]!.getAttribute('abbr')).toBe('Monday');
    // Days before today cannot be chosen.
    const yesterday = within(dialog).getByRole('button', { name: /^9 Sept 2026/ });
    expect(yesterday.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(yesterday);
    expect(screen.getByRole('button', { name: /Check-in – Check-out/ }).textContent).toContain('10/09/2026 – 11/09/2026');

    await userEvent.click(within(dialog).getByRole('button', { name: '20 Sept 2026' }));
    expect(screen.getByRole('button', { name: /Check-in – Check-out/ }).textContent).toContain('20/09/2026 – 21/09/2026');
    expect(within(dialog).getByText('Choose your check-out date')).toBeTruthy();
    // The second choice is the check-out; the nights between are the stay.
    await userEvent.click(within(dialog).getByRole('button', { name: '3 Oct 2026' }));
    expect(screen.getByRole('button', { name: /Check-in – Check-out/ }).textContent).toContain('20/09/2026 – 03/10/2026');
    expect(within(dialog).getByRole('button', { name: '3 Oct 2026, check-out' })).toBeTruthy();

    await userEvent.click(screen.getByRole('heading', { name: 'Outside' }));
    expect(screen.queryByRole('dialog', { name: 'Select dates' })).toBeNull();
  });

  it('is used by keyboard alone: arrows move the day, Enter chooses, focus stays, Done returns to the button', async () => {
    await renderBar('2026-09-10');
    const trigger = screen.getByRole('button', { name: /Check-in – Check-out/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Select dates' });
    await within(dialog).findByRole('grid', { name: 'Sept 2026' });
    // The month buttons (wide screens only) come first, then one day of the grid: the check-in.
    for (let i = 0; i < 3 && !document.activeElement?.hasAttribute('data-day'); i += 1) await userEvent.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('10 Sept 2026, today, check-in');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('12 Sept 2026');
    await userEvent.keyboard('{Enter}');
    expect(trigger.textContent).toContain('12/09/2026 – 13/09/2026');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('12 Sept 2026, check-in');
    // Into the next month and out of the visible two.
    await userEvent.keyboard('{PageDown}{PageDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('12 Nov 2026');
    expect(within(dialog).getByRole('grid', { name: 'Nov 2026' })).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    expect(trigger.textContent).toContain('12/09/2026 – 12/11/2026');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Done');
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog', { name: 'Select dates' })).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
});

describe('guest popup', () => {
  it('steps adults and children by one, never below 0, with a singular label for one guest', async () => {
    await renderBar();
    const trigger = screen.getByRole('button', { name: /Guests/ });
    expect(trigger.textContent).toContain('1 Guest');
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Guests' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Fewer adults' }));
    expect(trigger.textContent).toContain('0 Guests');
    expect(within(dialog).getByRole('button', { name: 'Fewer adults' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Fewer children' })).toHaveProperty('disabled', true);

    await userEvent.click(within(dialog).getByRole('button', { name: 'More children' }));
    expect(trigger.textContent).toContain('1 Guest');
    await userEvent.click(within(dialog).getByRole('button', { name: 'More adults' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'More adults' }));
    expect(trigger.textContent).toContain('3 Guests');
    expect(within(dialog).getByText('Ages 13 or above')).toBeTruthy();
    expect(within(dialog).getByText('Ages 0-12')).toBeTruthy();
    // The infant control exists but is hidden.
    expect(within(dialog).queryByRole('group', { name: 'Infants' })).toBeNull();
    expect(within(dialog).getByText('Infants', { ignore: false }).closest('[hidden]')).toBeTruthy();

    await userEvent.click(screen.getByRole('heading', { name: 'Outside' }));
    expect(screen.queryByRole('dialog', { name: 'Guests' })).toBeNull();
  });
});

describe('submitting and resetting', () => {
  it('hands the edited values to the form owner; Reset restores the defaults', async () => {
    const { onSubmit } = await renderBar();
    await userEvent.type(screen.getByRole('combobox', { name: 'Destination' }), 'Ooty');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ destination: 'Ooty', checkIn: '2026-03-10', checkOut: '2026-03-11', adultCount: 1, childCount: 0 }),
    );

    sessionStorage.setItem('destination', 'Ooty');
    reloadSearchValues();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveProperty('value', 'Ooty'));
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveProperty('value', '');
    expect(sessionStorage.getItem('destination')).toBe('');
  });
});

describe('the header form', () => {
  it('saves the values and searches in the app when no booking engine is configured', async () => {
    server('2026-03-10', null);
    const { router } = renderApp('/sign-in');
    await screen.findByText(/^10\/03\/2026 –/);
    await userEvent.type(screen.getByRole('combobox', { name: 'Destination' }), 'Shimla');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?destination=Shimla&checkIn=2026-03-10&checkOut=2026-03-11&adultCount=1&childCount=0');
    expect(sessionStorage.getItem('destination')).toBe('Shimla');
  });

  it('hands off to the booking engine when one is configured', async () => {
    server('2026-03-10', 'https://engine.example/book');
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    renderApp('/sign-in');
    await screen.findByText(/^10\/03\/2026 –/);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign.mock.calls[0]![0]).toBe(
      'https://engine.example/book?propertyId=9166&checkIn=2026-03-10&checkOut=2026-03-11&adults=1&children=0&promocode=&triggerSearch=true',
    );
  });
});

describe('the longest stay', () => {
  it('says in the date popup that a stay is longer than the site books online, and does not search it', async () => {
    sessionStorage.setItem('checkIn', '2026-03-12');
    sessionStorage.setItem('checkOut', '2026-04-20');
    reloadSearchValues();
    const { onSubmit } = await renderBar('2026-03-10', '2026-03-12');
    await userEvent.click(screen.getByRole('button', { name: /Check-in – Check-out/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Select dates' });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'A stay booked online can be at most 30 nights. For a longer stay, please contact the owner.',
    );
    const toast = vi.spyOn(notify, 'error');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith('A stay booked online can be at most 30 nights. For a longer stay, please contact the owner.');
    toast.mockRestore();
  });

  it('searches a stay of the longest length', async () => {
    sessionStorage.setItem('checkIn', '2026-03-12');
    sessionStorage.setItem('checkOut', '2026-04-11');
    reloadSearchValues();
    const { onSubmit } = await renderBar('2026-03-10', '2026-03-12');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ checkIn: '2026-03-12', checkOut: '2026-04-11' }));
  });
});
