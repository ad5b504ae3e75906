import { describe, expect, it } from 'vitest';
import rapidJson from '../../../scenarios/rapid40k-skirmish.scenario.json';
import { loadScenario } from '../../../engine/scenario';
import { profilesOf } from './profilesOf';

const ruleset = loadScenario(JSON.stringify(rapidJson)).ruleset!;

describe('an army’s profiles', () => {
  it('are its faction’s and those of no faction: an Ork squad is not offered Space marines', () => {
    const orks = profilesOf(ruleset, 'orks');
    expect(orks.length).toBeGreaterThan(3);
    expect(orks.every((id) => [undefined, 'orks'].includes(ruleset.unitProfiles?.[id]?.faction))).toBe(true);
    expect(orks.some((id) => ruleset.unitProfiles?.[id]?.faction === 'space-marines')).toBe(false);
    // A side of no faction may field any.
    expect(profilesOf(ruleset, undefined)).toHaveLength(Object.keys(ruleset.unitProfiles ?? {}).length);
  });
});
