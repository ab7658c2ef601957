import { describe, expect, it } from 'vitest';
import { isSupersededPoll, POLL_OVERLAP_LIMIT } from './is-superseded-poll.ts';

const at = (lastCheck: number | null) => ({ lastCheck });

describe('isSupersededPoll', () => {
  it('refuses the result of a poll that began before the one already stored', () => {
    expect(isSupersededPoll(at(1_700_000_060), at(1_700_000_000))).toBe(true);
  });

  it('lets a later poll, the same one, or one never stored before write', () => {
    expect(isSupersededPoll(at(1_700_000_000), at(1_700_000_060))).toBe(false);
    expect(isSupersededPoll(at(1_700_000_000), at(1_700_000_000))).toBe(false);
    expect(isSupersededPoll(at(null), at(1_700_000_000))).toBe(false);
  });

  it('takes a stored stamp far ahead for a clock set back, not for a later poll', () => {
    expect(isSupersededPoll(at(1_700_000_000 + POLL_OVERLAP_LIMIT + 1), at(1_700_000_000))).toBe(false);
  });
});
