import { describe, expect, it } from 'vitest';
import { DESK_STAY_MESSAGES, stayTransitionProblem, type StayStatus } from './desk-stay';

const booking = (stayStatus: StayStatus | null, status = 'confirmed') => ({ status, stayStatus, checkIn: '2026-12-10' });

describe('stayTransitionProblem', () => {
  it('allows arrived and no-show from the check-in day, not before', () => {
    expect(stayTransitionProblem(booking(null), 'arrived', '2026-12-09')).toBe(DESK_STAY_MESSAGES.beforeCheckIn('2026-12-10'));
    expect(stayTransitionProblem(booking(null), 'no-show', '2026-12-09')).toBe(DESK_STAY_MESSAGES.beforeCheckIn('2026-12-10'));
    expect(stayTransitionProblem(booking(null), 'arrived', '2026-12-10')).toBeNull();
    expect(stayTransitionProblem(booking(null), 'no-show', '2026-12-11')).toBeNull();
  });

  it('allows departed only after arrived, and no step twice', () => {
    expect(stayTransitionProblem(booking(null), 'departed', '2026-12-12')).toBe(DESK_STAY_MESSAGES.departedBeforeArrived);
    expect(stayTransitionProblem(booking('no-show'), 'departed', '2026-12-12')).toBe(DESK_STAY_MESSAGES.departedBeforeArrived);
    expect(stayTransitionProblem(booking('arrived'), 'departed', '2026-12-12')).toBeNull();
    expect(stayTransitionProblem(booking('arrived'), 'arrived', '2026-12-12')).toBe(DESK_STAY_MESSAGES.alreadyArrived);
    expect(stayTransitionProblem(booking('departed'), 'departed', '2026-12-12')).toBe(DESK_STAY_MESSAGES.alreadyDeparted);
    expect(stayTransitionProblem(booking('no-show'), 'no-show', '2026-12-12')).toBe(DESK_STAY_MESSAGES.alreadyNoShow);
    expect(stayTransitionProblem(booking('arrived'), 'no-show', '2026-12-12')).toBe(DESK_STAY_MESSAGES.noShowAfterArrived);
  });

  it('refuses every step on a booking that is not confirmed', () => {
    for (const status of ['cancelled', 'refund_required', 'held']) {
      expect(stayTransitionProblem(booking(null, status), 'arrived', '2026-12-12')).toBe(DESK_STAY_MESSAGES.notConfirmed);
    }
  });
});
