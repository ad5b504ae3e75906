/**
 * The missions' own rules as data: each special rule of a scenario may carry an effect the rules
 * play (`setup.specialRules[].effect`). The kinds, their parameters and how they are read:
 *
 * - `no-draw` { deck: "action" | "secret-mission" | "all" }: nobody draws from that deck (missions 1, 2).
 * - `garrison` { side, profile }: the side starts with one such unit on every strategic objective (2, 6).
 * - `infantry-deployment-points` { points, heroes? }: extra points each deployment phase, for
 *   infantry only (heroes excluded unless `heroes` is true), lost when unspent (8).
 * - `paradrop` { side, profile, count, everyTurn? }: at the start of the side's turn it aims at a
 *   grid and drops `count` units there, each by a deviation draw (9).
 * - `escalation` { levels: [{ from, to, deploymentPoints?, rivets?, units?, profiles? }] }: at the
 *   start of each turn a side gets the bonus of the level its victory points reached at the end of
 *   the last round; `profiles` names the free units' profile per faction (10).
 *
 * Who starts (missions 2 and 6) is the scenario's `turns.first`; mission 6's points per round and
 * its two targets are its victory conditions.
 */
import type { EffectValue, Scenario } from '../../scenario/types';
import type { EffectParam, EffectSpec } from '../core/module';
import type { EscalationLevel, MissionRules, ProfileInfo, SideInfo, FigureInfo } from './types';

export const MISSION_EFFECTS = ['no-draw', 'garrison', 'infantry-deployment-points', 'paradrop', 'escalation'] as const;
export type MissionEffect = (typeof MISSION_EFFECTS)[number];

export const DECK_CHOICES = ['action', 'secret-mission', 'all'] as const;

/** An escalation level: the victory points it spans, and what a side reaching them gains at the start of its turn. */
const LEVEL_FIELDS: readonly EffectParam[] = [
  { name: 'from', type: 'integer', min: 0 },
  { name: 'to', type: 'integer', min: 0 },
  { name: 'deploymentPoints', type: 'integer', min: 0, optional: true },
  { name: 'rivets', type: 'integer', min: 0, optional: true },
  { name: 'units', type: 'integer', min: 0, optional: true },
  { name: 'profiles', type: 'profiles' },
];

/** The effects as the Scenario panel edits them. */
export const EFFECT_SPECS: readonly EffectSpec[] = [
  { kind: 'no-draw', params: [{ name: 'deck', type: 'choice', choices: DECK_CHOICES }] },
  { kind: 'garrison', params: [{ name: 'side', type: 'side' }, { name: 'profile', type: 'profile' }] },
  { kind: 'infantry-deployment-points', params: [{ name: 'points', type: 'integer', min: 0 }, { name: 'heroes', type: 'boolean', optional: true }] },
  { kind: 'paradrop', params: [{ name: 'side', type: 'side' }, { name: 'profile', type: 'profile' }, { name: 'count', type: 'integer', min: 1 }, { name: 'everyTurn', type: 'boolean', optional: true }] },
  { kind: 'escalation', params: [{ name: 'levels', type: 'list', min: 1, fields: LEVEL_FIELDS }] },
];

type Params = Readonly<Record<string, EffectValue>>;

interface Tables {
  readonly profiles: readonly ProfileInfo[];
  readonly sides: readonly SideInfo[];
  readonly figures: readonly FigureInfo[];
}

function count(params: Params, name: string, fallback: number): number {
  const value = params[name];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? Math.min(value, 1000) : fallback;
}

function flag(params: Params, name: string, fallback: boolean): boolean {
  const value = params[name];
  return typeof value === 'boolean' ? value : fallback;
}

function sideOf(tables: Tables, params: Params): number {
  return tables.sides.findIndex((side) => side.id === params.side);
}

function profileOf(tables: Tables, id: EffectValue | undefined): number {
  return tables.profiles.findIndex((profile) => profile.id === id && !profile.plug);
}

function levelOf(tables: Tables, value: EffectValue): EscalationLevel | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const level = value as Params;
  const from = count(level, 'from', -1);
  const to = count(level, 'to', -1);
  if (from < 0 || to < from) return null;
  const named = typeof level.profiles === 'object' && level.profiles !== null && !Array.isArray(level.profiles) ? (level.profiles as Params) : {};
  return {
    from,
    to,
    deploymentPoints: count(level, 'deploymentPoints', 0),
    rivets: count(level, 'rivets', 0),
    units: count(level, 'units', 0),
    profiles: tables.sides.map((side) => profileOf(tables, named[side.faction] ?? named[side.id])),
  };
}

export function missionRulesOf(scenario: Scenario, tables: Tables): MissionRules {
  let drawAction = true;
  let drawMissions = true;
  let infantryPoints = 0;
  let infantryHeroes = false;
  let paradrop: MissionRules['paradrop'] = null;
  let escalation: EscalationLevel[] | null = null;
  const garrisons: { side: number; profile: number }[] = [];
  for (const rule of scenario.setup?.specialRules ?? []) {
    const effect = rule.effect;
    if (!effect) continue;
    const params = effect.params ?? {};
    switch (effect.kind as MissionEffect) {
      case 'no-draw':
        if (params.deck === 'action' || params.deck === 'all') drawAction = false;
        if (params.deck === 'secret-mission' || params.deck === 'all') drawMissions = false;
        break;
      case 'garrison': {
        const side = sideOf(tables, params);
        const profile = profileOf(tables, params.profile);
        if (side >= 0 && profile >= 0) garrisons.push({ side, profile });
        break;
      }
      case 'infantry-deployment-points':
        infantryPoints += count(params, 'points', 0);
        infantryHeroes = flag(params, 'heroes', false);
        break;
      case 'paradrop': {
        const side = sideOf(tables, params);
        const profile = profileOf(tables, params.profile);
        if (side >= 0 && profile >= 0) paradrop = { side, profile, count: count(params, 'count', 1), everyTurn: flag(params, 'everyTurn', true) };
        break;
      }
      case 'escalation': {
        const levels = Array.isArray(params.levels) ? params.levels : [];
        escalation = levels.flatMap((level) => {
          const read = levelOf(tables, level);
          return read ? [read] : [];
        });
        break;
      }
    }
  }
  return { drawAction, drawMissions, infantryPoints, infantryHeroes, paradrop, escalation, garrisons };
}

/** The escalation level whose range holds `points`, if any. */
export function escalationLevel(levels: readonly EscalationLevel[] | null, points: number): EscalationLevel | null {
  if (!levels) return null;
  for (const level of levels) if (points >= level.from && points <= level.to) return level;
  return null;
}
