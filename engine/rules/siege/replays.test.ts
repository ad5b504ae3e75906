/**
 * Replays hash the same: a fixed set of bot games with fixed seeds (see test-support/replays.ts)
 * lists the same legal actions, plays the same actions through the same states and ends on the
 * same final state as when the digests were recorded. Work on the speed of the rules must leave
 * every digest as it is.
 */
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/siege-castle.scenario.json';
import recorded from './test-support/replay-digests.json';
import { replayDigests } from './test-support/replays';

describe('SIEGE replays', () => {
  it('list, play and end every fixed game exactly as recorded', () => {
    const digests = replayDigests(sample);
    expect(digests.length).toBe(81);
    expect(digests).toEqual(recorded);
  }, 300_000);
});
