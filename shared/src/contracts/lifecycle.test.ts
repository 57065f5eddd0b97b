import { REQUEST_STATUSES } from './statuses.ts';
import {
  canTransition,
  fromStatuses,
  nextStatus,
  REQUEST_EVENTS,
  REQUEST_TRANSITIONS,
  STAFFED_STATUSES,
} from './lifecycle.ts';

const now = new Date('2026-06-01T10:00:00Z');
const future = { startDatetime: '2026-06-02T10:00:00Z', endDatetime: '2026-06-02T12:00:00Z' };
const past = { startDatetime: '2026-05-30T10:00:00Z', endDatetime: '2026-05-30T12:00:00Z' };

describe('the request transition table', () => {
  it('names each event once and leads only to known statuses', () => {
    expect(Object.keys(REQUEST_TRANSITIONS).sort()).toEqual([...REQUEST_EVENTS].sort());
    for (const t of Object.values(REQUEST_TRANSITIONS)) {
      expect(REQUEST_STATUSES).toContain(t.to);
      for (const s of t.from) expect(REQUEST_STATUSES).toContain(s);
    }
  });
  it('names each audit action once, as the API wrote them before the table (older rows still read)', () => {
    const actions = Object.values(REQUEST_TRANSITIONS).map((t) => t.audit);
    expect(new Set(actions).size).toBe(actions.length);
    expect(REQUEST_TRANSITIONS.file.audit).toBe('register');
    expect(REQUEST_TRANSITIONS.authorize.audit).toBe('payment-authorized');
    expect(REQUEST_TRANSITIONS.extend.audit).toBe('extended');
  });
  it('assigns only a filed request and cancels nothing already cancelled or done', () => {
    expect(nextStatus('created', 'assign')).toBe('assigned');
    expect(nextStatus('assigned', 'assign')).toBeNull();
    expect(fromStatuses('cancel')).not.toContain('cancelled');
    expect(fromStatuses('cancel')).not.toContain('completed');
    expect(fromStatuses('cancel')).not.toContain('PA-paid');
  });
  it('applies the time rule: cancel before the start, capture after the end', () => {
    expect(canTransition({ status: 'assigned', ...future }, 'cancel', { now })).toBe(true);
    expect(canTransition({ status: 'assigned', ...past }, 'cancel', { now })).toBe(false);
    expect(canTransition({ status: 'pending-capture', ...future }, 'capture', { now })).toBe(false);
    expect(canTransition({ status: 'pending-capture', ...past }, 'capture', { now })).toBe(true);
  });
  it('lets a service its PA reported ended be closed before its planned end, not on a report still ahead', () => {
    const running = { startDatetime: '2026-06-01T09:00:00Z', endDatetime: '2026-06-01T12:00:00Z' };
    const ended = { ...running, reportedEnd: '2026-06-01T09:50:00Z' };
    expect(canTransition({ status: 'pending-capture', ...running }, 'capture', { now })).toBe(false);
    expect(canTransition({ status: 'pending-capture', ...ended }, 'capture', { now })).toBe(true);
    const ahead = { ...running, reportedEnd: '2026-06-01T10:05:00Z' };
    expect(canTransition({ status: 'pending-capture', ...ahead }, 'capture', { now })).toBe(false);
    // A report does not open what only the start governs.
    expect(canTransition({ status: 'assigned', ...ended }, 'cancel', { now })).toBe(false);
  });
  it('checks the role when one is given', () => {
    expect(canTransition({ status: 'created', ...future }, 'assign', { now, role: 'operator-user' })).toBe(
      true,
    );
    expect(canTransition({ status: 'created', ...future }, 'assign', { now, role: 'customer' })).toBe(false);
    expect(
      canTransition({ status: 'created', ...future }, 'assign', { now, role: 'operator-recruiter' }),
    ).toBe(false);
  });
  it('counts as staffed every status an assignment leads to', () => {
    const reachable = new Set<string>(['assigned']);
    for (let i = 0; i < 4; i++)
      for (const t of Object.values(REQUEST_TRANSITIONS))
        if (t.from.some((s) => reachable.has(s)) && t.to !== 'cancelled') reachable.add(t.to);
    expect([...reachable].sort()).toEqual([...STAFFED_STATUSES].sort());
  });
});
