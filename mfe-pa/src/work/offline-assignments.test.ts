// The kept copy of the PA's assignments: per account, today's and tomorrow's on reading, nothing on broken storage.
import { assignment } from '../test-fixtures.ts';
import { keepAssignments, keptAssignments } from './offline-assignments.ts';

afterEach(() => window.localStorage.clear());

// Local times of a fixed day (the test's own time zone): 10 June 2026, noon.
const NOON = new Date(2026, 5, 10, 12, 0);
const at = (day: number, hour: number) => new Date(2026, 5, day, hour, 0).toISOString();
const service = (id: number, day: number, hour: number, hours = 2) =>
  assignment(id, 0, { startDatetime: at(day, hour), endDatetime: at(day, hour + hours) });

it("reads back today's and tomorrow's, as of the moment it is read", () => {
  // Ended this morning, this evening, tomorrow at 23:00, the day after, in three days (never kept).
  const items = [
    service(1, 10, 6),
    service(2, 10, 18),
    service(3, 11, 21),
    service(4, 12, 9),
    service(5, 13, 9),
  ];
  keepAssignments(7, items, NOON);
  const ids = (now: Date) => keptAssignments(7, now)?.items.map((i) => i.id);
  expect(ids(NOON)).toEqual([1, 2, 3]);
  // The next day, the copy's tomorrow is today: yesterday's services are gone, the day after is tomorrow.
  expect(ids(new Date(2026, 5, 11, 8, 0))).toEqual([3, 4]);
  expect(keptAssignments(7, NOON)?.syncedAt).toBe(NOON.toISOString());
});

it("is the account's own, and unreadable storage is no copy", () => {
  keepAssignments(7, [assignment(1, 1)]);
  expect(keptAssignments(8)).toBeNull();
  window.localStorage.setItem('alfie-offline.pa-assignments.9', '{broken');
  expect(keptAssignments(9)).toBeNull();
  window.localStorage.setItem('alfie-offline.pa-assignments.9', '{"items":[]}');
  expect(keptAssignments(9)).toBeNull();
});
