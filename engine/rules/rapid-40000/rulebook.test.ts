/**
 * The rulebook's own worked examples, played on the engine: the melee example (p. 5), the points
 * of every profile of the annex (p. 12) and of the army's vehicles (p. 10) by the corrected points
 * formula (p. 8), the ork example of army balance (p. 11), and the text of BLINDE as printed (p. 8).
 */
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/rapid40k-skirmish.scenario.json';
import type { RulesetData, UnitProfile } from '../../scenario/types';
import { rapid40000 } from './index';
import { pointsFormula, profileCost, sidePoints } from './points';
import { ci, loadInput, play, scene, start, withDice } from './test-support/game';

const data = rapid40000.data as RulesetData;
const profiles = data.unitProfiles as Record<string, UnitProfile>;

describe('the melee example (p. 5): three space marines, two of them engaged, against four orks', () => {
  // "Le joueur space marine lance 2d6 et additionne la valeur de C du chef : 3 + 5 + 3 = 11.
  //  Le joueur ork lance 4d6 et additionne la valeur de C du chef : 1 + 4 + 2 + 2 + 2 = 11.
  //  Le joueur space marine et le joueur ork sont à égalité. Personne ne gagne le combat."
  const doc = scene(
    sample,
    [
      // The sergeant stands back; the two marines touch the orks.
      { side: 'marines', id: 'squad', models: [['sm-sergeant', 1], ['sm-marine', 2]], at: [[22, 18.9], [20, 20], [21, 20]] },
      // The example's ork chef has Combat 2 ("+2 (C)").
      { side: 'orks', id: 'mob', models: [['ork-nob', 1], ['ork-boy', 3]], at: [[20, 20.99], [21, 20.99], [19.02, 20.2], [21.98, 20.2]] },
    ],
    { bare: true, overrides: { unitProfiles: { 'ork-nob': { stats: { combat: 2 } } } } },
  );

  it('rolls one die per engaged model, adds the leaders’ Combat, and a tie removes nobody', () => {
    const begin = start(doc);
    const declared = play(begin, { type: 'melee', side: 'marines', unit: 'squad', target: 'mob', power: false } as never).state;
    expect(declared.pending).toEqual([{ side: 'marines', kind: 'roll' }]);
    const rolled = play(withDice(declared, [3, 5, 1, 4, 2, 2]), { type: 'roll', side: 'marines' } as never);
    const melee = rolled.events.find((event) => event.key === 'rapid-40000.event.melee');
    expect(melee?.params).toMatchObject({ attackDice: '3 5', attack: 11, defenceDice: '1 4 2 2', defence: 11 });
    expect(rolled.events.some((event) => event.key === 'rapid-40000.event.tie')).toBe(true);
    expect(rolled.state.game.units.map((unit) => unit.left)).toEqual([3, 4]);
    // The attack cost one action point of two.
    expect(rolled.state.game.units[0]?.ap).toBe(1);
  });

  it('gives the fight to the higher total: the loser removes its weakest model, its chef last', () => {
    const declared = play(start(doc), { type: 'melee', side: 'marines', unit: 'squad', target: 'mob', power: false } as never).state;
    const rolled = play(withDice(declared, [6, 5, 1, 4, 2, 2]), { type: 'roll', side: 'marines' } as never);
    expect(rolled.events.find((event) => event.key === 'rapid-40000.event.melee')?.params).toMatchObject({ attack: 14, defence: 11 });
    const orks = rolled.state.game.units[1];
    expect(orks?.left).toBe(3);
    // A boy goes, not the nob.
    expect(orks?.alive[0]).toBe(true);
  });
});

describe('the points of the annex profiles (p. 12), by ⌈(5·C + S)·(7 − Q) / 2⌉', () => {
  const printed: Record<string, number> = {
    'sm-captain': 123,
    'sm-sergeant': 88,
    'sm-marine': 68,
    'sm-missile': 112,
    'sm-flamer': 112,
    'ork-big-boss': 104,
    'ork-nob': 71,
    'ork-boy': 56,
    'ork-missile': 89,
    'ork-flamer': 89,
    'tau-commander': 130,
    'tau-shasui': 94,
    'tau-shasla': 74,
    'tau-missile': 118,
    'tau-flamer': 118,
    rhino: 186,
    'battle-tank': 230,
  };

  it('gives every printed cost exactly, vehicles included', () => {
    for (const [id, cost] of Object.entries(printed)) {
      const profile = profiles[id] as UnitProfile;
      expect([id, profileCost(profile, data).points]).toEqual([id, cost]);
      expect([id, profile.cost?.points]).toEqual([id, cost]);
    }
    expect(Object.keys(printed).sort()).toEqual(Object.keys(profiles).sort());
  });

  it('reads the printed formula with one bracket moved: read literally, a space marine would cost 45.5', () => {
    // "((C*5 + (somme coût des règles spécial et du coût de l'arme)*(7-Q))/2": literally (15 + 19 × 4) / 2.
    expect((3 * 5 + 19 * (7 - 3)) / 2).toBe(45.5);
    expect(pointsFormula(3, 3, 19)).toBe(68);
    // Halves round up: the captain's (15 + 34) × 5 / 2 = 122.5.
    expect(pointsFormula(2, 3, 34)).toBe(123);
  });

  it('prices the weapons and special rules as the profile page does (p. 8)', () => {
    const cost = (id: string) => data.abilities?.[id]?.cost;
    expect([cost('armour'), cost('light-armour'), cost('armoured'), cost('hit-and-run'), cost('marksman'), cost('leader'), cost('ferocious-charge'), cost('elite'), cost('stealthy'), cost('strong'), cost('hero'), cost('long-move'), cost('nco'), cost('sniper'), cost('close-combat-specialist')]).toEqual([5, 2, 40, 8, 3, 15, 3, 4, 3, 3, 15, 3, 10, 3, 3]);
    const weapon = (id: string, index = 0) => profiles[id]?.weapons?.[index]?.cost;
    expect([weapon('sm-marine'), weapon('sm-missile'), weapon('sm-flamer'), weapon('rhino', 0), weapon('rhino', 1), weapon('battle-tank', 0), weapon('battle-tank', 1)]).toEqual([19, 41, 41, 19, 19, 41, 19]);
  });

  it('corrects the two copy errors of the annex: the ork special weapons and the tau marksmen', () => {
    // The 89-point boyz are printed with a fling'; their cost is a special weapon's with Ferocious charge.
    expect(profiles['ork-missile']?.weapons?.map((weapon) => weapon.template)).toEqual(['small-blast']);
    expect(profiles['ork-flamer']?.weapons?.map((weapon) => weapon.template)).toEqual(['flame']);
    // The 118-point tau are printed without Bon tireur, which their cost includes.
    expect(profiles['tau-missile']?.abilities).toContain('marksman');
    expect(profiles['tau-flamer']?.abilities).toContain('marksman');
  });
});

describe('the ork example of army balance (p. 11)', () => {
  it('balances a sergeant and three marines (292) against a nob and four boyz (295)', () => {
    const doc = scene(sample, [
      { side: 'marines', id: 'tactical', models: [['sm-sergeant', 1], ['sm-marine', 3]], at: [[10, 5], [11.5, 5], [13, 5], [14.5, 5]] },
      { side: 'orks', id: 'boyz', models: [['ork-nob', 1], ['ork-boy', 4]], at: [[10, 40], [11.5, 40], [13, 40], [14.5, 40], [16, 40]] },
    ]);
    const input = loadInput(doc);
    expect(sidePoints(input.scenario.sides[0] as never, input.ruleset)).toBe(88 + 3 * 68);
    expect(sidePoints(input.scenario.sides[1] as never, input.ruleset)).toBe(71 + 4 * 56);
    expect([88 + 3 * 68, 71 + 4 * 56]).toEqual([292, 295]);
  });

  it('prices the example’s nob at 78 and boy at 63: the annex orks with Armour', () => {
    // "Un Nob coûte 78 points et un Boy 63", then summed with the annex's 71 and 56.
    const armoured = (id: string) => profileCost({ ...(profiles[id] as UnitProfile), abilities: [...(profiles[id]?.abilities ?? []), 'armour'] }, data).points;
    expect([armoured('ork-nob'), armoured('ork-boy')]).toEqual([78, 63]);
  });
});

describe('the special rules as printed (p. 8)', () => {
  it('quotes BLINDE word for word, without the "que" that the reading "only anti-armour" takes from the vehicle section', () => {
    expect(data.abilities?.armoured).toMatchObject({ text: "Un véhicule avec cette règle ne peut être endommagé par des munitions avec l'anti-blindage", source: 'rulebook' });
  });
});

it('measures in hundredths of an inch', () => {
  expect(ci(6)).toBe(600);
});
