/**
 * Victory rows as the scenario panel edits them: the row types this scenario can hold, and a
 * complete row of a type to start from (what it needs comes from the scenario: its first zone, its
 * first token, the ruleset's tracks), keeping the side and wording when a row changes type.
 */
import type { CheckMoment, ScoringRule, Scenario, VictoryCondition } from '../../engine/scenario/types';
import { mechanicsOf, rulesetModule } from '../../engine/rules';
import { rulesetOf, type VictoryDraft } from '../editor/edits';

export const VICTORY_TYPES = ['hold-zones', 'occupy-token', 'survive', 'eliminate', 'victory-points', 'tracks-meet', 'custom'] as const satisfies readonly VictoryCondition['type'][];
export type VictoryType = (typeof VICTORY_TYPES)[number];
export const CHECK_MOMENTS: readonly CheckMoment[] = ['immediate', 'end-of-turn', 'end-of-round', 'end-of-game'];
export const SCORING_EVENTS: readonly ScoringRule['event'][] = ['objective-captured', 'objective-controlled', 'round-end', 'turn-end', 'unit-eliminated'];

const trackIds = (scenario: Scenario) => Object.keys(rulesetOf(scenario)?.tracks ?? {});

/** Why a type cannot be chosen here (it refers to what the scenario lacks), or null. */
export function typeUnavailable(scenario: Scenario, type: VictoryType): string | null {
  if (scenario.sides.length === 0) return 'panels.victory.needsSide';
  if (type === 'hold-zones' && (scenario.board.zones ?? []).length === 0) return 'panels.victory.needsZone';
  if (type === 'occupy-token' && (scenario.board.tokens ?? []).length === 0) return 'panels.victory.needsToken';
  if (type === 'tracks-meet' && trackIds(scenario).length < 2) return 'panels.victory.needsTracks';
  return null;
}

/** The zone a new row asks `side` to hold: an objective first, never its own starting zone while another is left. */
function zoneToHold(scenario: Scenario, side: string): string {
  const zones = scenario.board.zones ?? [];
  const own = (zone: (typeof zones)[number]) => zone.side === side && (zone.purpose === 'deployment' || zone.purpose === 'start');
  const pick = zones.find((zone) => zone.purpose === 'objective') ?? zones.find((zone) => !own(zone)) ?? zones[0];
  return pick?.id as string;
}

/** The game's own points race, as its new scenarios start with (Rivet Wars: 1 VP a strategic objective captured, 6 to win), else one point a unit eliminated, 10 to win. */
function pointsToStartFrom(scenario: Scenario): Pick<Extract<VictoryCondition, { type: 'victory-points' }>, 'points' | 'scoring' | 'check'> {
  const ruleset = rulesetOf(scenario);
  const game = ruleset ? rulesetModule(mechanicsOf(ruleset))?.newScenario?.(scenario) : undefined;
  const own = game?.victory?.find((condition) => condition.type === 'victory-points');
  if (own?.type !== 'victory-points') return { points: 10, scoring: [{ event: 'unit-eliminated', points: 1 }] };
  return { points: own.points, scoring: own.scoring, ...(own.check ? { check: own.check } : {}) };
}

/** A row's content without its id, as the edit commands take it. */
export function draftOf(row: VictoryCondition): VictoryDraft {
  const { id: _id, ...draft } = row;
  return draft as VictoryDraft;
}

/**
 * A complete row of `type`, keeping the side and description of `from`; null when the scenario
 * lacks what the type refers to. `customText` words a custom row, which must say something.
 */
export function draftOfType(scenario: Scenario, type: VictoryType, customText: string, from?: VictoryDraft): VictoryDraft | null {
  if (typeUnavailable(scenario, type)) return null;
  const side = from?.side ?? (scenario.sides[0]?.id as string);
  const common = from?.description !== undefined ? { side, description: from.description } : { side };
  const turns = Math.min(scenario.turns?.limit ?? 10, 1000);
  switch (type) {
    case 'hold-zones':
      return { ...common, type, zones: [zoneToHold(scenario, side)], alone: true, turns: 1, check: 'end-of-turn' };
    case 'occupy-token':
      return { ...common, type, token: (scenario.board.tokens ?? [])[0]?.id as string, alone: true };
    case 'survive':
      return { ...common, type, turns };
    case 'eliminate':
      return { ...common, type };
    case 'victory-points':
      return { ...common, type, ...pointsToStartFrom(scenario) };
    case 'tracks-meet': {
      const [a, b] = trackIds(scenario) as [string, string];
      return { ...common, type, tracks: [a, b] };
    }
    case 'custom':
      return { ...common, type, text: customText };
  }
}

/** The draft with one field set; `undefined` removes an optional field. */
export function withField(draft: VictoryDraft, field: string, value: unknown): VictoryDraft {
  const next: Record<string, unknown> = { ...draft };
  if (value === undefined) delete next[field];
  else next[field] = value;
  return next as VictoryDraft;
}
