import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeFire, fireOdds, resolveFire, resolveMisfire, type FireOdds, type FireResolution, type Shot } from './archery';
import { combatMessageText } from './combat-messages';
import { dataOf, RULESET } from './combat.test-support';
import type { FigureStatus } from './figures';
import { FIRE_CODES, type Checked } from './tables';

const data = dataOf(RULESET);

function ok<T>(checked: Checked<T>): T {
  if (!checked.ok) throw new Error(`refused: ${checked.refusal.key} ${JSON.stringify(checked.refusal.params)}`);
  return checked.value;
}

function refusalKey<T>(checked: Checked<T>): string {
  return checked.ok ? 'accepted' : checked.refusal.key;
}

interface ShotOptions {
  readonly distance?: number;
  readonly cover?: string;
  readonly shooterStatus?: FigureStatus;
  readonly targetStatus?: FigureStatus;
  readonly weapon?: string;
  readonly skill?: number;
}

function shot(shooter: string, target: string, options: ShotOptions = {}): Shot {
  return {
    shooter: { profile: shooter, status: options.shooterStatus ?? 'healthy' },
    target: { profile: target, status: options.targetStatus ?? 'healthy' },
    distance: options.distance ?? 10,
    cover: options.cover ?? 'none',
    ...(options.weapon === undefined ? {} : { weapon: options.weapon }),
    ...(options.skill === undefined ? {} : { skill: options.skill }),
  };
}

function fire(setup: Shot, roll: number): FireResolution {
  return ok(resolveFire(data, ok(fireOdds(data, setup)), roll));
}

describe('fire ranges and die modifiers (rule 1.3, fire sheet)', () => {
  // The sheet: short bow 1-25 / 26-50 / 51-75, crossbow 1-25 / 26-75 / 76-130, longbow 1-30 / 31-90 / 91-150, ballista 1-50 / 51-100 / 101-175.
  const sheet: readonly (readonly [string, string | undefined, readonly number[]])[] = [
    ['archer', undefined, [25, 50, 75]],
    ['crossbowman', undefined, [25, 75, 130]],
    ['longbowman', undefined, [30, 90, 150]],
    ['engineer', 'ballista', [50, 100, 175]],
  ];

  it('puts each weapon’s distances in the short, medium and long bands, +0, +1 and +2 to the die, and refuses past long range', () => {
    for (const [shooter, weapon, [short, medium, long]] of sheet) {
      const at = (distance: number) => fireOdds(data, shot(shooter, 'soldier', { distance, ...(weapon ? { weapon } : {}) }));
      expect(ok(at(1))).toMatchObject({ band: 'short', modifier: 0, modifiers: [] });
      expect(ok(at(short as number))).toMatchObject({ band: 'short', modifier: 0 });
      expect(ok(at((short as number) + 1))).toMatchObject({ band: 'medium', modifier: 1, modifiers: [{ reason: 'range', value: 1 }] });
      expect(ok(at(medium as number))).toMatchObject({ band: 'medium', modifier: 1 });
      expect(ok(at((medium as number) + 1))).toMatchObject({ band: 'long', modifier: 2 });
      expect(ok(at(long as number))).toMatchObject({ band: 'long', modifier: 2 });
      const beyond = at((long as number) + 1);
      expect(beyond.ok ? null : beyond.refusal).toEqual({ key: 'siege.refused.fire.outOfRange', params: { weapon: ok(at(1)).weapon, distance: (long as number) + 1, max: long } });
    }
  });

  it('adds 1 for a wounded shooter and 1 against a knight on foot, not against a mounted knight', () => {
    expect(ok(fireOdds(data, shot('archer', 'soldier', { shooterStatus: 'wounded' }))).modifiers).toEqual([{ reason: 'wounded-shooter', value: 1 }]);
    expect(ok(fireOdds(data, shot('archer', 'knight'))).modifiers).toEqual([{ reason: 'knight-on-foot', value: 1 }]);
    expect(ok(fireOdds(data, shot('longbowman', 'knight', { distance: 100, shooterStatus: 'wounded' })))).toMatchObject({ modifier: 4, table: 'foot' });
    expect(ok(fireOdds(data, shot('archer', 'mounted-knight')))).toMatchObject({ modifiers: [], table: 'mounted', tableId: 'fire-mounted' });
  });

  it('reads the target’s cover column; a rider never has strong cover; total cover stops the shot', () => {
    expect(ok(fireOdds(data, shot('archer', 'soldier', { cover: 'strong' }))).coverColumn).toBe('strong');
    expect(ok(fireOdds(data, shot('archer', 'mounted-knight', { cover: 'strong' })))).toMatchObject({ cover: 'strong', coverColumn: 'medium' });
    expect(ok(fireOdds(data, shot('archer', 'mounted-knight', { cover: 'light' }))).coverColumn).toBe('light');
    for (const target of ['soldier', 'mounted-knight']) {
      expect(fireOdds(data, shot('archer', target, { cover: 'total' }))).toEqual({ ok: false, refusal: { key: 'siege.refused.fire.totalCover', params: { cover: 'total' } } });
    }
  });

  it('refuses shots that cannot be fired, with a reason', () => {
    const cases: readonly (readonly [Shot, string])[] = [
      [shot('archer', 'soldier', { shooterStatus: 'stunned' }), 'siege.refused.fire.shooterStunned'],
      [shot('archer', 'soldier', { shooterStatus: 'dead' }), 'siege.refused.fire.shooterDead'],
      [shot('archer', 'soldier', { targetStatus: 'dead' }), 'siege.refused.fire.targetDead'],
      [shot('soldier', 'peasant'), 'siege.refused.fire.noWeapon'],
      [shot('soldier', 'peasant', { weapon: 'sling' }), 'siege.refused.fire.unknownWeapon'],
      [shot('archer', 'peasant', { distance: 0 }), 'siege.refused.fire.badDistance'],
      [shot('archer', 'peasant', { distance: 2.5 }), 'siege.refused.fire.badDistance'],
      [shot('archer', 'peasant', { cover: 'smoke' }), 'siege.refused.fire.unknownCover'],
      [shot('archer', 'peasant', { skill: 4 }), 'siege.refused.fire.badSkill'],
      [shot('archer', 'dragon'), 'siege.refused.combat.unknownProfile'],
    ];
    for (const [setup, key] of cases) expect(refusalKey(fireOdds(data, setup)), key).toBe(key);
  });
});

describe('fire results', () => {
  it('finds the modified roll in the weapon’s column and reads the cover column', () => {
    expect(fire(shot('archer', 'soldier'), 1)).toMatchObject({ die: 1, modifiedRoll: 1, line: '1', code: 'C', effects: { targetHit: 'kill' } });
    expect(fire(shot('crossbowman', 'soldier'), 2)).toMatchObject({ line: '1', code: 'C' });
    expect(fire(shot('archer', 'soldier', { cover: 'light' }), 2)).toMatchObject({ line: '2', code: 'B', effects: { targetHit: 'wound' } });
    // Longbow at medium range: 2 + 1 = 3, the longbow's second line.
    expect(fire(shot('longbowman', 'soldier', { distance: 60 }), 2)).toMatchObject({ modifiedRoll: 3, line: '2', code: 'C' });
    expect(fire(shot('archer', 'soldier', { cover: 'strong' }), 4)).toMatchObject({ line: '4', code: '', effects: { targetHit: null, retreat: null } });
  });

  it('misses past the weapon’s lines, and reads a 0 as 10', () => {
    expect(fire(shot('archer', 'soldier'), 7)).toMatchObject({ line: null, code: '', effects: { targetHit: null } });
    const zero = fire(shot('engineer', 'soldier', { weapon: 'ballista' }), 0);
    expect(zero).toMatchObject({ roll: 0, die: 10, modifiedRoll: 10, line: null });
    expect(refusalKey(resolveFire(data, ok(fireOdds(data, shot('archer', 'soldier'))), 11))).toBe('siege.refused.combat.badRoll');
  });

  it('makes a target on foot fall back 2 hexes and a rider 4 on result A', () => {
    expect(fire(shot('archer', 'soldier'), 5)).toMatchObject({ code: 'A', effects: { retreat: { hexes: 2, blocked: 'wound' }, targetHit: null } });
    expect(fire(shot('archer', 'mounted-knight'), 6)).toMatchObject({ code: 'A', effects: { retreat: { hexes: 4, blocked: 'wound' } } });
  });

  it('kills horses and throws riders on the mounted table', () => {
    expect(fire(shot('archer', 'mounted-knight', { cover: 'strong' }), 1)).toMatchObject({ code: 'D', effects: { horseKilled: true, targetHit: 'wound', unhorsed: true } });
    expect(fire(shot('archer', 'mounted-knight'), 5)).toMatchObject({ code: 'B', effects: { horseKilled: true, targetHit: 'stun', unhorsed: true } });
  });

  it('shoots a riderless horse on the mounted table, counting only its death', () => {
    expect(fire(shot('archer', 'horse'), 1)).toMatchObject({ code: 'F', effects: { targetHit: 'kill', horseKilled: false, unhorsed: false, retreat: null } });
    expect(fire(shot('archer', 'horse'), 2)).toMatchObject({ code: 'E', effects: { targetHit: null, retreat: null } });
    expect(fire(shot('archer', 'horse'), 6)).toMatchObject({ code: 'A', effects: { targetHit: null, retreat: null } });
  });

  it('protects a knight on foot with +1 to the roll', () => {
    expect(fire(shot('archer', 'soldier'), 1).code).toBe('C');
    expect(fire(shot('archer', 'knight'), 1)).toMatchObject({ modifiedRoll: 2, line: '2', code: 'C' });
    expect(fire(shot('archer', 'knight', { cover: 'light' }), 1)).toMatchObject({ line: '2', code: 'B' });
  });

  it('adds the optional skill to the roll: the lower, the better (Edric, -2, is the best crossbowman)', () => {
    const edric = fire(shot('crossbowman', 'soldier', { skill: -2 }), 5);
    const alric = fire(shot('crossbowman', 'soldier', { skill: 2 }), 5);
    expect(edric).toMatchObject({ modifiedRoll: 3, line: '2' });
    expect(alric).toMatchObject({ modifiedRoll: 7, line: '5' });
    expect(fire(shot('crossbowman', 'soldier', { skill: -2 }), 1)).toMatchObject({ modifiedRoll: -1, line: '1', code: 'C' });
  });

  it('wounds a friend next to the target on 8 to 10 after a miss, with the range and wounded-shooter modifiers', () => {
    const close = ok(fireOdds(data, shot('archer', 'soldier')));
    expect(ok(resolveMisfire(data, close, 7)).friendWounded).toBe(false);
    expect(ok(resolveMisfire(data, close, 8)).friendWounded).toBe(true);
    expect(ok(resolveMisfire(data, close, 0))).toMatchObject({ die: 10, friendWounded: true });
    const far = ok(fireOdds(data, shot('archer', 'knight', { distance: 30, shooterStatus: 'wounded' })));
    expect(far.modifier).toBe(3);
    expect(ok(resolveMisfire(data, far, 6))).toEqual({ die: 6, modifiedRoll: 8, friendWounded: true });
    expect(ok(resolveMisfire(data, far, 5)).friendWounded).toBe(false);
  });

  it('words every step of a shot in English and French', () => {
    const lines = describeFire(fire(shot('archer', 'knight', { distance: 26, cover: 'light' }), 4));
    expect(lines.map((line) => line.key)).toEqual([
      'siege.fire.range',
      'siege.fire.modifier.range',
      'siege.fire.modifier.knight-on-foot',
      'siege.fire.column.foot',
      'siege.fire.roll',
      'siege.fire.lineNoEffect',
      'siege.effect.none',
    ]);
    const text = (language: 'en' | 'fr') => lines.map((line) => combatMessageText(line, language));
    expect(text('en').slice(0, 2)).toEqual(['Short bow at 26 hexes: medium range.', 'Range: +1 to the die.']);
    expect(text('fr')[0]).toBe('Arc court à 26 cases\u00a0: moyenne distance.');
    for (const language of ['en', 'fr'] as const) for (const line of text(language)) expect(line).not.toMatch(/\{\{|siege\./);
  });
});

describe('fire properties', () => {
  const shooters = fc.constantFrom(['archer', undefined], ['crossbowman', undefined], ['longbowman', undefined], ['engineer', 'ballista']);
  const targets = fc.constantFrom('soldier', 'knight', 'peasant', 'mounted-knight', 'horse');
  const covers = fc.constantFrom('none', 'light', 'medium', 'strong', 'total');
  const statuses = fc.constantFrom<FigureStatus>('healthy', 'wounded');

  it('reads a known result code for every weapon, distance, target, cover and roll', () => {
    fc.assert(
      fc.property(shooters, targets, covers, statuses, fc.integer({ min: 1, max: 180 }), fc.integer({ min: -3, max: 3 }), fc.integer({ min: 0, max: 10 }), ([shooter, weapon], target, cover, status, distance, skill, roll) => {
        const odds = fireOdds(data, shot(shooter as string, target, { cover, distance, skill, shooterStatus: status, ...(weapon ? { weapon } : {}) }));
        if (!odds.ok) {
          expect(['siege.refused.fire.outOfRange', 'siege.refused.fire.totalCover']).toContain(odds.refusal.key);
          return;
        }
        const value: FireOdds = odds.value;
        const result = ok(resolveFire(data, value, roll));
        expect(Object.keys(FIRE_CODES[value.table])).toContain(result.code);
        expect(result.modifiedRoll).toBe(result.die + value.modifier);
        expect(describeFire(result).length).toBeGreaterThan(3);
      }),
    );
  });
});
