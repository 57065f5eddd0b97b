import { noShowFrom } from './field.ts';
import { meetingAt } from './flight-tracking.ts';

const at = (hhmm: string) => new Date(`2031-05-01T${hhmm}:00.000Z`);
const start = at('10:30');
const booked = at('10:00');

describe("the PA's meeting and the no-show clock follow the flight", () => {
  it('moves the meeting with the expected arrival, and with the landing once landed', () => {
    expect(meetingAt(start, booked, null)).toEqual(start);
    expect(meetingAt(start, null, { expectedArrival: at('11:00'), landedAt: null })).toEqual(start);
    expect(meetingAt(start, booked, { expectedArrival: at('10:50'), landedAt: null })).toEqual(at('11:20'));
    expect(meetingAt(start, booked, { expectedArrival: at('10:50'), landedAt: at('10:40') })).toEqual(
      at('11:10'),
    );
    expect(meetingAt(start, booked, { expectedArrival: at('09:40'), landedAt: null })).toEqual(at('10:10'));
  });

  it('counts the waiting time from a later meeting, never from an earlier one than booked', () => {
    const wait = { start, noShowWaitMinutes: 45 };
    expect(noShowFrom(wait)).toEqual(at('11:15'));
    expect(noShowFrom({ ...wait, meeting: at('11:20') })).toEqual(at('12:05'));
    expect(noShowFrom({ ...wait, meeting: at('10:10') })).toEqual(at('11:15'));
  });
});
