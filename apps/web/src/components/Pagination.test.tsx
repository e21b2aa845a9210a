import { render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it('is one labelled navigation landmark holding a list of page buttons', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} pages={3} onPageChange={onPageChange} label="Blog pages" />);

    expect(screen.getAllByRole('navigation')).toHaveLength(1);
    const list = within(screen.getByRole('navigation', { name: 'Blog pages' })).getByRole('list');
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);

    await userEvent.click(within(list).getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('shows nothing when everything fits on one page', () => {
    const { container } = render(<Pagination page={1} pages={1} onPageChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });
});
