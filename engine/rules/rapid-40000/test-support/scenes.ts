/**
 * Scenes for the random-game tests, built from the shipped sample: its armies brought face to
 * face in the middle of the table (short games full of fire and melee), the same with vehicles
 * and special rules on every profile, and with every house-rule switch turned the other way.
 */
import type { Doc } from './game';

type Json = Record<string, unknown>;

/** The sample with each unit's point moved (in inches), other things left alone. */
function moved(sample: unknown, at: Readonly<Record<string, [number, number]>>, limit: number): Doc {
  const doc = JSON.parse(JSON.stringify(sample)) as Doc;
  for (const side of doc.sides) for (const unit of side.units) if (at[unit.id as string]) unit.at = { x: at[unit.id as string]?.[0], y: at[unit.id as string]?.[1] };
  doc.turns = { ...(doc.turns ?? {}), limit };
  return doc;
}

/** The two armies 14" apart across the middle of the table. */
export function faceToFace(sample: unknown, limit = 4): Doc {
  return moved(sample, { command: [36, 15], 'tactical-1': [24, 16], 'tactical-2': [52, 13], 'boss-mob': [38, 31], 'mob-1': [16, 33], 'mob-2': [56, 34] }, limit);
}

/**
 * At close quarters on open ground, 6" apart (within charge range), with a vehicle on each side
 * and a special rule of the book on every profile (the command squad is Slow).
 */
export function everyRule(sample: unknown, limit = 4): Doc {
  const doc = moved(sample, { command: [36, 20], 'tactical-1': [20, 20], 'tactical-2': [52, 20], 'boss-mob': [36, 27], 'mob-1': [20, 27], 'mob-2': [52, 27] }, limit);
  doc.board.terrain = (doc.board.terrain as Json[]).filter((piece) => piece.kind === 'rocks');
  const [marines, orks] = doc.sides as { id: string; units: Json[] }[];
  marines?.units.push({ id: 'rhino-1', profile: 'rhino', at: { x: 62, y: 22 } });
  orks?.units.push({ id: 'tank-1', profile: 'battle-tank', at: { x: 22, y: 23.5 } });
  const rules = (abilities: string[]) => ({ abilities });
  doc.ruleset = {
    ...(doc.ruleset as Json),
    overrides: {
      unitProfiles: {
        'sm-captain': rules(['leader', 'hero', 'sniper', 'marksman', 'slow']),
        'sm-sergeant': rules(['nco', 'strong', 'close-combat-specialist']),
        'sm-marine': rules(['armour', 'slow']),
        'sm-missile': rules(['marksman']),
        'ork-big-boss': rules(['ferocious-charge', 'leader', 'hit-and-run', 'long-move', 'strong']),
        'ork-nob': rules(['ferocious-charge', 'nco', 'hit-and-run', 'hero']),
        'ork-boy': rules(['ferocious-charge', 'light-armour', 'stealthy']),
      },
      constants: { armyLists: false },
    },
  };
  return doc;
}

/** Every switch of the house rules turned away from its default. */
export function houseRules(sample: unknown, limit = 4): Doc {
  const doc = everyRule(sample, limit);
  const overrides = (doc.ruleset as { overrides: Json }).overrides;
  overrides.constants = {
    armyLists: false,
    templateDefence: 'unit',
    coherency: 'all-pairs',
    fleeingPersists: true,
    moraleThreshold: 'half-lost',
    missileDeviation: 'scatter',
    weaponRanges: 'reference',
    ferociousChargeAp: 2,
    overwatchLasts: 'until-moved',
    shootTwice: false,
    shootIntoMelee: true,
    sightLines: 'three',
    coverBonus: 1,
    lightArmour: 'shooting',
    sameFirstEveryTurn: false,
    deploymentFirst: 'first',
    limitVictory: 'draw',
    run: false,
    missileReload: true,
  };
  return doc;
}

/** The sample with its units left to deploy (no points on the table): a deployment phase first. */
export function toDeploy(sample: unknown, limit = 3): Doc {
  const doc = JSON.parse(JSON.stringify(sample)) as Doc;
  for (const side of doc.sides) {
    for (const unit of side.units) {
      delete unit.at;
      unit.deployIn = side.id === 'marines' ? 'marines-deployment' : 'orks-deployment';
    }
  }
  doc.turns = { ...(doc.turns ?? {}), limit };
  return doc;
}
