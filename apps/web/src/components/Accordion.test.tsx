import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion';

const items = [
  { question: 'First question?', answer: 'First answer.' },
  { question: 'Second question?', answer: 'Second answer.' },
  { question: 'Third question?', answer: 'Third answer.' },
];

describe('Accordion', () => {
  it('starts closed', () => {
    render(<Accordion items={items} />);
    for (const button of screen.getAllByRole('button')) expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'First question?' })).toBeNull();
  });

  it('opens one panel at a time and closes the open one on a second click', async () => {
    render(<Accordion items={items} />);
    const first = screen.getByRole('button', { name: 'First question?' });
    const second = screen.getByRole('button', { name: 'Second question?' });

    await userEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'First question?' }).textContent).toBe('First answer.');

    await userEvent.click(second);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('region', { name: 'First question?' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Second question?' }).textContent).toBe('Second answer.');

    await userEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Second question?' })).toBeNull();
  });
});
