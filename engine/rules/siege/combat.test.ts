import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combatMessageText } from './combat-messages';
import { advancingSide, boilingOilOdds, describeMelee, meleeOdds, resolveBoilingOil, resolveMelee, type Melee, type MeleeOdds, type MeleeResolution } from './combat';
import { dataOf, fighter, footProfile, houseRuled, RULESET } from './combat.test-support';
import { afterHit } from './figures';
import { MELEE_CODES, type Checked, type CombatEffect } from './tables';

const data = dataOf(RULESET);

/** Figures on foot with the strengths of the rulebook's examples. */
const examples = dataOf(
  houseRuled({
    profiles: {
      'attack-8': footProfile(8, 5),
      'defence-2': footProfile(1, 2),
      'defence-3': footProfile(2, 3),
      'defence-4': footProfile(2, 4),
      'defence-6': footProfile(2, 6),
      'attack-5': footProfile(5, 5),
      'attack-6': footProfile(6, 5),
      'wounded-5': footProfile(12, 6, { woundedAttack: 5, woundedDefense: 2 }),
    },
  }),
);

function ok<T>(checked: Checked<T>): T {
  if (!checked.ok) throw new Error(`refused: ${checked.refusal.key} ${JSON.stringify(checked.refusal.params)}`);
  return checked.value;
}

function refusalKey<T>(checked: Checked<T>): string {
  return checked.ok ? 'accepted' : checked.refusal.key;
}

function resolve(melee: Melee, roll: number, on = data): MeleeResolution {
  return ok(resolveMelee(on, ok(meleeOdds(on, melee)), roll));
}

describe('melee odds (rule 1.7)', () => {
  it('rounds 8 against 3 (2.67 to 1) to 2-1, in the defender’s favour', () => {
    const odds = ok(meleeOdds(examples, { attackers: [fighter('attack-8')], defenders: [fighter('defence-3')] }));
    expect(odds).toMatchObject({ table: 'foot', tableId: 'combat-foot', attack: 8, defense: 3, oddsColumn: '2-1', column: '2-1', shifts: [], shift: 0 });
    expect(odds.ratio).toBeCloseTo(8 / 3);
  });

  it('puts the knight of 24 against the soldier of 7 in the 3-1 column: a 2 stuns the soldier, a 7 wounds the knight', () => {
    const melee = { attackers: [fighter('mounted-knight')], defenders: [fighter('soldier')] };
    const odds = ok(meleeOdds(data, melee));
    expect(odds).toMatchObject({ table: 'foot', attack: 24, defense: 7, oddsColumn: '3-1', column: '3-1' });
    expect(odds.ratio).toBeCloseTo(3.43, 2);
    const two = ok(resolveMelee(data, odds, 2));
    expect(two).toMatchObject({ roll: 2, die: 2, code: 'D' });
    expect(two.effects).toEqual({ attackerHit: null, defenderHit: 'stun', horseKilled: false, unhorsed: false, retreat: null, advance: null, ignored: false });
    const seven = ok(resolveMelee(data, odds, 7));
    expect(seven.code).toBe('A');
    expect(seven.effects).toMatchObject({ attackerHit: 'wound', defenderHit: null, retreat: null });
  });

  it('resolves the two attackers at 4-1, one on (+) and one on (-), against a defender on (+), at 3-1', () => {
    const melee = { attackers: [fighter('attack-8', [1]), fighter('attack-8', [-1])], defenders: [fighter('defence-4', [1])] };
    const odds = ok(meleeOdds(examples, melee));
    expect(odds.oddsColumn).toBe('4-1');
    // Both attackers count as on (-): two columns left against (+), then one right for attacking together.
    expect(odds.attackerTerrain).toBe(-1);
    expect(odds.defenderTerrain).toBe(1);
    expect(odds.shifts).toEqual([
      { reason: 'terrain', columns: -2 },
      { reason: 'several-attackers', columns: 1 },
    ]);
    expect(odds.column).toBe('3-1');
  });

  it('refuses attacks below 1-1 and accepts exactly 1-1', () => {
    const below = meleeOdds(examples, { attackers: [fighter('attack-5')], defenders: [fighter('defence-6')] });
    expect(below).toEqual({ ok: false, refusal: { key: 'siege.refused.melee.oddsTooLow', params: { attack: 5, defense: 6, minimum: '1-1' } } });
    expect(ok(meleeOdds(examples, { attackers: [fighter('attack-6')], defenders: [fighter('defence-6')] })).column).toBe('1-1');
  });

  it('refuses an attack that terrain shifts left of the first column', () => {
    const odds = meleeOdds(examples, { attackers: [fighter('attack-6', [-1])], defenders: [fighter('defence-6', [1])] });
    expect(refusalKey(odds)).toBe('siege.refused.melee.offTable');
  });

  it('shifts by the terrain table: two left for (-) against (+), none on equal terrain, two right for (+) against (-)', () => {
    const effects: CombatEffect[] = [-1, 0, 1];
    for (const attacker of effects) {
      for (const defender of effects) {
        // 8 against 2 is 4-1, the fourth column: room to move two either way.
        const odds = ok(meleeOdds(examples, { attackers: [fighter('attack-8', [attacker])], defenders: [fighter('defence-2', [defender])] }));
        const expected = attacker - defender;
        expect(odds.shift, `attacker ${attacker} against defender ${defender}`).toBe(expected);
        expect(odds.shifts).toEqual(expected === 0 ? [] : [{ reason: 'terrain', columns: expected }]);
        expect(odds.columnIndex).toBe(3 + expected);
      }
    }
  });

  it('adds the attackers’ strengths and shifts one column right, but not against a mounted figure', () => {
    const onFoot = ok(meleeOdds(data, { attackers: [fighter('soldier'), fighter('sergeant')], defenders: [fighter('knight')] }));
    expect(onFoot).toMatchObject({ attack: 18, defense: 12, oddsColumn: '1-1', column: '2-1', shifts: [{ reason: 'several-attackers', columns: 1 }] });
    const mounted = ok(meleeOdds(data, { attackers: [fighter('knight'), fighter('knight')], defenders: [fighter('mounted-knight', [0, 0])] }));
    expect(mounted).toMatchObject({ table: 'mounted', tableId: 'combat-mounted', attack: 32, defense: 14, column: '2-1', shifts: [] });
  });

  it('counts a rider on the least advantageous of its two hexes', () => {
    const odds = ok(meleeOdds(data, { attackers: [fighter('knight')], defenders: [fighter('mounted-knight', [1, -1])] }));
    expect(odds.defenderTerrain).toBe(-1);
    expect(odds.shifts).toEqual([{ reason: 'terrain', columns: 1 }]);
  });

  it('adds the defences of several defenders', () => {
    const odds = ok(meleeOdds(data, { attackers: [fighter('mounted-knight')], defenders: [fighter('peasant'), fighter('peasant')] }));
    expect(odds).toMatchObject({ attack: 24, defense: 6, column: '4-1' });
  });

  it('takes a wounded figure’s strengths from its wounded counter', () => {
    const attacking = ok(meleeOdds(examples, { attackers: [fighter('wounded-5', [0], 'wounded')], defenders: [fighter('attack-5')] }));
    expect(attacking.attack).toBe(5);
    const defending = ok(meleeOdds(examples, { attackers: [fighter('attack-8')], defenders: [fighter('wounded-5', [0], 'wounded')] }));
    expect(defending).toMatchObject({ defense: 2, column: '4-1' });
    // The shipped soldier's wounded counter: 4 attack (assumed, half of 8).
    expect(ok(meleeOdds(data, { attackers: [fighter('soldier', [0], 'wounded')], defenders: [fighter('peasant')] })).attack).toBe(4);
  });

  it('lets no stunned or dead figure attack, attacks a stunned figure at its defence, never a dead one', () => {
    expect(refusalKey(meleeOdds(data, { attackers: [fighter('knight', [0], 'stunned')], defenders: [fighter('peasant')] }))).toBe('siege.refused.melee.attackerStunned');
    expect(refusalKey(meleeOdds(data, { attackers: [fighter('knight', [0], 'dead')], defenders: [fighter('peasant')] }))).toBe('siege.refused.melee.attackerDead');
    expect(refusalKey(meleeOdds(data, { attackers: [fighter('knight')], defenders: [fighter('peasant', [0], 'dead')] }))).toBe('siege.refused.melee.defenderDead');
    expect(ok(meleeOdds(data, { attackers: [fighter('knight')], defenders: [fighter('soldier', [0], 'stunned')] })).defense).toBe(7);
  });

  it('refuses combat on terrain where none is possible, and malformed input, with a reason', () => {
    expect(refusalKey(meleeOdds(data, { attackers: [fighter('knight', [null])], defenders: [fighter('peasant')] }))).toBe('siege.refused.melee.noCombatTerrain');
    expect(refusalKey(meleeOdds(data, { attackers: [fighter('knight', [])], defenders: [fighter('peasant')] }))).toBe('siege.refused.melee.badTerrain');
    expect(refusalKey(meleeOdds(data, { attackers: [], defenders: [fighter('peasant')] }))).toBe('siege.refused.melee.noAttacker');
    expect(refusalKey(meleeOdds(data, { attackers: [fighter('knight')], defenders: [] }))).toBe('siege.refused.melee.noDefender');
    expect(meleeOdds(data, { attackers: [fighter('dragon')], defenders: [fighter('peasant')] })).toEqual({ ok: false, refusal: { key: 'siege.refused.combat.unknownProfile', params: { profile: 'dragon' } } });
  });

  it('reads the last column when the odds or the shifts go past it', () => {
    const strong = ok(meleeOdds(data, { attackers: [fighter('mounted-knight')], defenders: [fighter('horse')] }));
    expect(strong).toMatchObject({ oddsColumn: '8-1', column: '8-1', capped: false, table: 'mounted' });
    const shifted = ok(meleeOdds(data, { attackers: [fighter('mounted-knight', [1, 1])], defenders: [fighter('peasant', [-1])] }));
    expect(shifted).toMatchObject({ oddsColumn: '8-1', column: '8-1', capped: true, shift: 2 });
  });

  it('rounds to the nearest column when the ruleset does not round for the defender', () => {
    const nearest = dataOf(houseRuled({ constants: { roundOddsForDefender: false }, profiles: { 'attack-11': footProfile(11, 5), 'defence-4': footProfile(2, 4) } }));
    expect(ok(meleeOdds(nearest, { attackers: [fighter('attack-11')], defenders: [fighter('defence-4')] })).column).toBe('3-1');
    expect(ok(meleeOdds(examples, { attackers: [fighter('attack-8'), fighter('attack-5', [0])], defenders: [fighter('defence-4'), fighter('defence-4')] })).oddsColumn).toBe('1-1');
  });
});

describe('melee results', () => {
  const knightOnSoldier = { attackers: [fighter('mounted-knight')], defenders: [fighter('soldier')] };

  it('reads a 0 on the d10 as 10 and refuses anything that is not a face', () => {
    const odds = ok(meleeOdds(data, knightOnSoldier));
    const zero = ok(resolveMelee(data, odds, 0));
    expect(zero).toMatchObject({ roll: 0, die: 10 });
    expect(zero.code).toBe(ok(resolveMelee(data, odds, 10)).code);
    for (const roll of [11, -1, 2.5, Number.NaN]) expect(refusalKey(resolveMelee(data, odds, roll))).toBe('siege.refused.combat.badRoll');
    const noZero = dataOf(houseRuled({ constants: { zeroCountsAsTen: false } }));
    expect(refusalKey(resolveMelee(noZero, odds, 0))).toBe('siege.refused.combat.badRoll');
  });

  it('makes every participant fall back on B and C, and lets the other side advance', () => {
    const pushed = resolve({ attackers: [fighter('soldier')], defenders: [fighter('soldier')] }, 2);
    expect(pushed.code).toBe('C');
    expect(pushed.effects).toMatchObject({ retreat: { side: 'defenders', hexes: 1, blocked: 'wound' }, advance: 'attackers' });
    const repelled = resolve({ attackers: [fighter('soldier')], defenders: [fighter('soldier')] }, 5);
    expect(repelled.code).toBe('B');
    expect(repelled.effects).toMatchObject({ retreat: { side: 'attackers', hexes: 1 }, advance: 'defenders' });
  });

  it('kills, unhorses and kills horses on the mounted table', () => {
    const melee = { attackers: [fighter('mounted-knight')], defenders: [fighter('horse')] };
    const odds = ok(meleeOdds(data, melee));
    const h = ok(resolveMelee(data, odds, 1));
    expect(h.code).toBe('H');
    expect(h.effects).toMatchObject({ horseKilled: true, defenderHit: 'kill', unhorsed: true, advance: 'attackers' });
    const riders = ok(meleeOdds(data, { attackers: [fighter('knight'), fighter('knight')], defenders: [fighter('mounted-knight')] }));
    expect(riders.column).toBe('2-1');
    expect(ok(resolveMelee(data, riders, 1)).effects).toMatchObject({ horseKilled: true, defenderHit: 'stun', unhorsed: true });
  });

  it('kills a stunned figure stunned again, and then the attacker may advance', () => {
    const first = resolve({ attackers: [fighter('mounted-knight')], defenders: [fighter('soldier')] }, 2);
    expect(first.effects.defenderHit).toBe('stun');
    const soldier = afterHit('healthy', 'stun');
    expect(soldier).toBe('stunned');
    expect(advancingSide(first.effects, { attackers: false, defenders: false })).toBeNull();
    const second = resolve({ attackers: [fighter('mounted-knight')], defenders: [fighter('soldier', [0], soldier)] }, 2);
    expect(second.effects.defenderHit).toBe('stun');
    expect(afterHit(soldier, 'stun')).toBe('dead');
    expect(advancingSide(second.effects, { attackers: false, defenders: true })).toBe('attackers');
    const wounded = resolve({ attackers: [fighter('soldier', [0], 'wounded')], defenders: [fighter('peasant')] }, 10);
    expect(wounded.effects.attackerHit).toBe('wound');
    expect(afterHit('wounded', 'wound')).toBe('dead');
    expect(advancingSide(wounded.effects, { attackers: true, defenders: false })).toBe('defenders');
  });

  it('shifts one column right against a panicked defender and ignores results against the attackers', () => {
    const odds = ok(meleeOdds(data, { attackers: [fighter('soldier')], defenders: [fighter('soldier', [0], 'healthy', true)] }));
    expect(odds).toMatchObject({ column: '2-1', shifts: [{ reason: 'panicked-defender', columns: 1 }], attackerResultsIgnored: true });
    const result = ok(resolveMelee(data, odds, 9));
    expect(result.code).toBe('A');
    expect(result.effects).toMatchObject({ attackerHit: null, retreat: null, ignored: true, advance: null });
    expect(ok(meleeOdds(data, { attackers: [fighter('mounted-knight')], defenders: [fighter('soldier', [0], 'healthy', true), fighter('soldier')] })).attackerResultsIgnored).toBe(false);
  });

  it('resolves boiling oil at 8-1 on the table against figures on foot, and the victim always falls back', () => {
    expect(boilingOilOdds(data)).toMatchObject({ table: 'foot', column: '8-1', attackerResultsIgnored: true });
    const killed = ok(resolveBoilingOil(data, 1));
    expect(killed.effects).toMatchObject({ defenderHit: 'kill', retreat: { side: 'defenders', hexes: 1 } });
    const nothing = ok(resolveBoilingOil(data, 10));
    expect(nothing.code).toBe('');
    expect(nothing.effects).toMatchObject({ defenderHit: null, retreat: { side: 'defenders', hexes: 1 }, advance: null });
  });

  it('words every step of a resolution in English and French', () => {
    const melee = { attackers: [fighter('attack-8', [1]), fighter('attack-8', [-1])], defenders: [fighter('defence-4', [1])] };
    const lines = describeMelee(ok(resolveMelee(examples, ok(meleeOdds(examples, melee)), 2)));
    expect(lines.map((line) => line.key)).toEqual([
      'siege.combat.strengths',
      'siege.combat.terrain',
      'siege.combat.shift.terrain.left',
      'siege.combat.shift.several-attackers.right',
      'siege.combat.column.foot',
      'siege.combat.roll',
      'siege.effect.hit.defender.stun',
    ]);
    expect(combatMessageText(lines[0] as (typeof lines)[number], 'en')).toBe('Attack 16 against defence 4: odds 4-1, rounded in the defender’s favour.');
    expect(combatMessageText(lines[2] as (typeof lines)[number], 'fr')).toBe('Terrain\u00a0: décalage de 2 colonnes vers la gauche.');
    expect(combatMessageText(lines[5] as (typeof lines)[number], 'en')).toBe('Die 2 (read as 2): result D.');
    for (const language of ['en', 'fr'] as const) {
      for (const line of lines) expect(combatMessageText(line, language)).not.toMatch(/\{\{|siege\./);
    }
  });
});

describe('melee properties', () => {
  const profiles: Record<string, ReturnType<typeof footProfile>> = {};
  for (let strength = 1; strength <= 40; strength++) profiles[`f${strength}`] = footProfile(strength, strength);
  const ranged = dataOf(houseRuled({ profiles }));
  const strength = fc.integer({ min: 1, max: 40 });
  const effect = fc.constantFrom<CombatEffect>(-1, 0, 1);

  it('never rounds the odds in the attacker’s favour', () => {
    fc.assert(
      fc.property(fc.array(strength, { minLength: 1, maxLength: 3 }), fc.array(strength, { minLength: 1, maxLength: 2 }), (attacks, defences) => {
        const attack = attacks.reduce((sum, each) => sum + each, 0);
        const defense = defences.reduce((sum, each) => sum + each, 0);
        const odds = meleeOdds(ranged, { attackers: attacks.map((each) => fighter(`f${each}`)), defenders: defences.map((each) => fighter(`f${each}`)) });
        if (attack < defense) {
          expect(refusalKey(odds)).toBe('siege.refused.melee.oddsTooLow');
          return;
        }
        const value: MeleeOdds = ok(odds);
        const columns = ranged.melee.foot.columns;
        const raw = columns.findIndex((column) => column.label === value.oddsColumn);
        const chosen = columns[raw] as { attack: number; defense: number };
        expect(chosen.attack / chosen.defense).toBeLessThanOrEqual(attack / defense);
        const next = columns[raw + 1];
        if (next) expect(next.attack / next.defense).toBeGreaterThan(attack / defense);
      }),
    );
  });

  it('reads a known result code for every odds, terrain and roll', () => {
    fc.assert(
      fc.property(fc.array(strength, { minLength: 1, maxLength: 3 }), strength, effect, effect, fc.boolean(), fc.integer({ min: 0, max: 10 }), (attacks, defence, attacker, defender, panicked, roll) => {
        const odds = meleeOdds(ranged, { attackers: attacks.map((each) => fighter(`f${each}`, [attacker])), defenders: [fighter(`f${defence}`, [defender], 'healthy', panicked)] });
        if (!odds.ok) {
          expect(['siege.refused.melee.oddsTooLow', 'siege.refused.melee.offTable']).toContain(odds.refusal.key);
          return;
        }
        const result = ok(resolveMelee(ranged, odds.value, roll));
        expect(Object.keys(MELEE_CODES[odds.value.table])).toContain(result.code);
        expect(describeMelee(result).length).toBeGreaterThan(3);
      }),
    );
  });

  it('gives a known code in every cell of both shipped tables', () => {
    for (const table of ['foot', 'mounted'] as const) {
      data.melee[table].columns.forEach((column, columnIndex) => {
        for (let roll = 0; roll <= 9; roll++) {
          const odds = { ...boilingOilOdds(data), table, column: column.label, columnIndex, attackerResultsIgnored: false };
          const result = ok(resolveMelee(data, odds, roll));
          expect(Object.keys(MELEE_CODES[table]), `${table} ${column.label} ${roll}`).toContain(result.code);
        }
      });
    }
  });
});
