import { describe, expect, it } from 'vitest';
import { bookingDisplayStatus, guestCancellationProblem } from './cancellation';

const today = '2026-09-10';

describe('bookingDisplayStatus', () => {
  const booking = (status: string, checkOut: string, refund: { status: 'pending' | 'processed' | 'failed' } | null = null) => ({
    status,
    checkOut,
    refund,
  });
  it('is upcoming until the check-out day, then past', () => {
    expect(bookingDisplayStatus(booking('confirmed', '2026-09-11'), today)).toBe('upcoming');
    expect(bookingDisplayStatus(booking('confirmed', today), today)).toBe('past');
  });
  it('is cancelled, and refunded once the refund is paid back', () => {
    expect(bookingDisplayStatus(booking('cancelled', '2026-12-01'), today)).toBe('cancelled');
    expect(bookingDisplayStatus(booking('cancelled', '2026-12-01', { status: 'pending' }), today)).toBe('cancelled');
    expect(bookingDisplayStatus(booking('cancelled', '2026-12-01', { status: 'processed' }), today)).toBe('refunded');
    expect(bookingDisplayStatus(booking('refund_required', '2026-12-01'), today)).toBe('refund_required');
  });
});

describe('guestCancellationProblem', () => {
  it('allows a confirmed booking up to its check-in day', () => {
    expect(guestCancellationProblem({ status: 'confirmed', checkIn: today }, today)).toBeNull();
    expect(guestCancellationProblem({ status: 'confirmed', checkIn: '2026-09-09' }, today)).toBe(
      'This booking can no longer be cancelled: its check-in date has passed.',
    );
    expect(guestCancellationProblem({ status: 'cancelled', checkIn: '2026-10-01' }, today)).toBe('This booking is already cancelled.');
    expect(guestCancellationProblem({ status: 'refund_required', checkIn: '2026-10-01' }, today)).toBe(
      'Only a confirmed booking can be cancelled.',
    );
  });
});
