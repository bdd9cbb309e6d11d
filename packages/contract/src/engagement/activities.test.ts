import { describe, expect, it } from 'vitest';
import { activityStatus, type ActivityState } from './activities.js';

const day = 86_400_000;
const start = new Date('2026-12-01T00:00:00Z');
const end = new Date(start.getTime() + 7 * day);
const before = new Date(start.getTime() - day);
const during = new Date(start.getTime() + day);
const after = new Date(end.getTime() + day);
const state = (over: Partial<ActivityState>): ActivityState => ({
  kind: 'apply',
  now: during,
  startsAt: start,
  endsAt: end,
  application: null,
  participation: null,
  ...over,
});

describe('activityStatus (§4)', () => {
  it('maps the apply kind over time', () => {
    const pending = { status: 'pending' as const };
    const cases: [Partial<ActivityState>, string][] = [
      [{ now: before }, 'coming_soon'],
      [{ now: before, application: pending }, 'coming_soon'],
      [{}, 'join'],
      [{ now: end }, 'close'],
      [{ application: pending }, 'applying'],
      [{ now: after, application: pending }, 'process'],
      [{ application: { status: 'rejected' } }, 'rejected'],
      [{ now: after, application: { status: 'approved' } }, 'issued'],
    ];
    for (const [over, status] of cases) expect([over, activityStatus(state(over))]).toEqual([over, status]);
  });

  it('maps the join kind over time', () => {
    const join = (participation: ActivityState['participation'], now = during) =>
      activityStatus(state({ kind: 'join', participation, now }));
    expect(join(null, before)).toBe('coming_soon');
    expect(join(null)).toBe('join');
    expect(join(null, after)).toBe('close');
    expect(join({ conditionMet: false, claimed: false })).toBe('joined');
    expect(join({ conditionMet: false, claimed: false }, after)).toBe('close');
    expect(join({ conditionMet: true, claimed: false })).toBe('claim');
    expect(join({ conditionMet: true, claimed: false }, after)).toBe('claim');
    expect(join({ conditionMet: true, claimed: true }, after)).toBe('claimed');
  });
});
