import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/index';
import { footProfile, houseRuled, RULESET } from './combat.test-support';
import { advanceAllowance, afterHit, canAct, healed, loadFigureProfiles, profileOf, recovered, strengthsOf, type FigureProfile, type FigureStatus, type Hit } from './figures';

const WEAPONS = new Set(['short-bow', 'longbow', 'crossbow', 'ballista']);
const { profiles, problems } = loadFigureProfiles(RULESET, WEAPONS);

function profile(id: string): FigureProfile {
  const found = profileOf(profiles, id);
  if (!found) throw new Error(`No profile ${id}`);
  return found;
}

describe('figure states', () => {
  it('follows the rulebook: a stunned or wounded figure stunned or wounded again is dead', () => {
    const expected: Record<FigureStatus, Record<Hit, FigureStatus>> = {
      healthy: { stun: 'stunned', wound: 'wounded', kill: 'dead' },
      stunned: { stun: 'dead', wound: 'dead', kill: 'dead' },
      wounded: { stun: 'dead', wound: 'dead', kill: 'dead' },
      dead: { stun: 'dead', wound: 'dead', kill: 'dead' },
    };
    for (const [status, hits] of Object.entries(expected)) {
      for (const [hit, after] of Object.entries(hits)) expect(afterHit(status as FigureStatus, hit as Hit), `${status} + ${hit}`).toBe(after);
    }
  });

  it('gets stunned figures back on their feet in the recover step; the wounded stay wounded until they heal', () => {
    expect(recovered('stunned')).toBe('healthy');
    expect(recovered('wounded')).toBe('wounded');
    expect(recovered('dead')).toBe('dead');
    expect(healed('wounded')).toBe('healthy');
    expect(healed('stunned')).toBe('stunned');
    expect(healed('dead')).toBe('dead');
    expect([canAct('healthy'), canAct('wounded'), canAct('stunned'), canAct('dead')]).toEqual([true, true, false, false]);
  });

  it('plays a wounded figure with its wounded counter and a stunned one with its defence only', () => {
    const soldier = profile('soldier');
    expect(strengthsOf(soldier, 'healthy')).toEqual({ attack: 8, defense: 7, movement: 5 });
    expect(strengthsOf(soldier, 'wounded')).toEqual({ attack: 4, defense: 3, movement: 2 });
    expect(strengthsOf(soldier, 'stunned')).toEqual({ attack: 0, defense: 7, movement: 0 });
    expect(strengthsOf(soldier, 'dead')).toEqual({ attack: 0, defense: 0, movement: 0 });
  });

  it('advances after combat by half the movement, a single hex when next to an enemy', () => {
    expect(advanceAllowance(profile('soldier'), 'healthy', false)).toEqual({ movement: 2, maxHexes: null });
    expect(advanceAllowance(profile('mounted-knight'), 'healthy', true)).toEqual({ movement: 4, maxHexes: 1 });
    expect(advanceAllowance(profile('soldier'), 'wounded', false)).toEqual({ movement: 1, maxHexes: null });
  });
});

describe('figure profiles', () => {
  it('reads every shipped profile: category, mounted, weapon, wounded counter, profile once unhorsed', () => {
    expect(problems).toEqual([]);
    expect(profile('mounted-knight')).toMatchObject({ category: 'knight', mounted: true, healthy: { attack: 24 }, dismounted: 'knight', weapon: null });
    expect(profile('knight')).toMatchObject({ category: 'knight', mounted: false });
    expect(profile('peasant').category).toBe('peasant');
    expect(profile('archer').weapon).toBe('short-bow');
    expect(profile('longbowman').weapon).toBe('longbow');
    expect(profile('crossbowman').weapon).toBe('crossbow');
    // Rule 3.35: a riderless horse defends with 1.
    expect(profile('horse')).toMatchObject({ category: 'animal', mounted: true, healthy: { defense: 1 } });
    // A wounded rider stays in the saddle and keeps his horse's pace.
    expect(profile('mounted-knight').wounded.movement).toBe(profile('mounted-knight').healthy.movement);
  });

  it('halves a profile with no wounded counter', () => {
    const ruleset = houseRuled({ profiles: { bare: footProfile(9, 7) } });
    expect(profileOf(loadFigureProfiles(ruleset, WEAPONS).profiles, 'bare')?.wounded).toEqual({ attack: 4, defense: 3, movement: 2 });
  });

  it('reports broken profiles with translated problems and leaves them out', () => {
    const ruleset = houseRuled({
      profiles: {
        sling: footProfile(3, 3, { weapon: 'sling' }),
        ghost: footProfile(3, 0),
        rider: { ...footProfile(9, 9, { dismounted: 'pedestrian' }), movementMode: 'mounted' },
        odd: { ...footProfile(3, 3), category: 'wizard' },
        words: footProfile(3, 3, { attack: 'many' }),
      },
    });
    const loaded = loadFigureProfiles(ruleset, WEAPONS);
    expect(loaded.problems.map((problem) => [problem.pointer, problem.key])).toEqual([
      ['/unitProfiles/sling/stats/weapon', 'siege.problem.profileWeapon'],
      ['/unitProfiles/ghost/stats/defense', 'siege.problem.profileDefense'],
      ['/unitProfiles/rider/stats/dismounted', 'siege.problem.profileDismounted'],
      ['/unitProfiles/odd/category', 'siege.problem.profileCategory'],
      ['/unitProfiles/words/stats/attack', 'siege.problem.profileStat'],
    ]);
    for (const id of ['sling', 'ghost', 'rider', 'odd', 'words']) expect(profileOf(loaded.profiles, id)).toBeUndefined();
    expect(profileOf(loaded.profiles, 'soldier')).toBeDefined();
    for (const problem of loaded.problems) {
      for (const language of ['en', 'fr'] as const) expect(translate(language, problem.key, problem.params)).not.toMatch(/\{\{|siege\./);
    }
  });
});
