/** Sides: their name, colour and starting resources, added and removed. */
import type { LocalizedText, Scenario, Side } from '../../../engine/scenario/types';
import { own } from '../../../engine/scenario/lookup';
import { rulesetOf } from './context';
import { freshId, idsInUse, slug } from './ids';
import { refuse, type EditResult } from './result';
import { acceptIfValid } from './schemaGuard';
import { assign, removeAt, withSide } from './tree';

const MAX_SIDES = 16;
/** `first: "roll"` means "roll for it": no side may take that id. */
const RESERVED_SIDE_ID = 'roll';

function sideAt(scenario: Scenario, id: string): { index: number; side: Side } | EditResult {
  const index = scenario.sides.findIndex((side) => side.id === id);
  const side = scenario.sides[index];
  return side ? { index, side } : refuse('edit.side.unknown', { id });
}

export function addSide(scenario: Scenario, params: { readonly name: LocalizedText; readonly colour: string; readonly faction?: string }): EditResult {
  if (scenario.sides.length >= MAX_SIDES) return refuse('edit.side.tooMany', { max: MAX_SIDES });
  if (params.faction !== undefined && !own(rulesetOf(scenario)?.factions, params.faction)) return refuse('edit.side.unknownFaction', { faction: params.faction });
  const taken = idsInUse(scenario).add(RESERVED_SIDE_ID);
  const name = typeof params.name === 'string' ? params.name : (Object.values(params.name)[0] ?? '');
  const id = freshId(taken, slug(name, 'side'), true);
  const side = assign<Side>({ id, name: params.name, colour: params.colour }, { faction: params.faction });
  const result = acceptIfValid(scenario, { ...scenario, sides: [...scenario.sides, side] });
  return result.ok ? { ...result, created: id } : result;
}

/** What refers to a side besides its own units; null when nothing does. */
function sideUser(scenario: Scenario, id: string): string | null {
  for (const zone of scenario.board.zones ?? []) if (zone.side === id) return zone.id;
  for (const token of scenario.board.tokens ?? []) if (token.owner === id) return token.id;
  for (const edge of scenario.board.edges ?? []) if (edge.owner === id) return edge.id;
  for (const row of scenario.victory ?? []) if (row.side === id || (row.type === 'eliminate' && row.targets?.includes(id))) return row.id;
  if (scenario.turns?.first === id) return 'turns';
  return null;
}

/** Removes a side with its units; refused for the last side, or while zones, pieces or victory rows refer to it. */
export function removeSide(scenario: Scenario, params: { readonly id: string }): EditResult {
  const found = sideAt(scenario, params.id);
  if ('ok' in found) return found;
  if (scenario.sides.length <= 1) return refuse('edit.side.last');
  const user = sideUser(scenario, params.id);
  if (user !== null) return refuse('edit.side.inUse', { id: params.id, by: user });
  return acceptIfValid(scenario, { ...scenario, sides: removeAt(scenario.sides, found.index) });
}

export function setSideName(scenario: Scenario, params: { readonly id: string; readonly name: LocalizedText }): EditResult {
  const found = sideAt(scenario, params.id);
  if ('ok' in found) return found;
  if (JSON.stringify(found.side.name) === JSON.stringify(params.name)) return acceptIfValid(scenario, scenario);
  return acceptIfValid(scenario, withSide(scenario, found.index, { ...found.side, name: params.name }));
}

export function setSideColour(scenario: Scenario, params: { readonly id: string; readonly colour: string }): EditResult {
  const found = sideAt(scenario, params.id);
  if ('ok' in found) return found;
  if (!/^#[0-9A-Fa-f]{6}$/.test(params.colour)) return refuse('edit.colour.invalid', { colour: params.colour });
  if (found.side.colour === params.colour) return acceptIfValid(scenario, scenario);
  return acceptIfValid(scenario, withSide(scenario, found.index, { ...found.side, colour: params.colour }));
}

/** A side's starting amount and income of one of the ruleset's resources; null for both takes the resource away. */
export function setSideResource(scenario: Scenario, params: { readonly id: string; readonly resource: string; readonly start?: number | null; readonly perTurn?: number | null }): EditResult {
  const found = sideAt(scenario, params.id);
  if ('ok' in found) return found;
  if (!own(rulesetOf(scenario)?.resources, params.resource)) return refuse('edit.resource.unknown', { resource: params.resource });
  const resources = found.side.resources ?? {};
  const current = own(resources, params.resource) ?? {};
  const entry = assign(current, {
    ...(params.start !== undefined ? { start: params.start ?? undefined } : {}),
    ...(params.perTurn !== undefined ? { perTurn: params.perTurn ?? undefined } : {}),
  });
  const nextResources = assign(resources, { [params.resource]: Object.keys(entry).length > 0 ? entry : undefined });
  if (JSON.stringify(nextResources) === JSON.stringify(resources)) return acceptIfValid(scenario, scenario);
  const side = assign(found.side, { resources: Object.keys(nextResources).length > 0 ? nextResources : undefined });
  return acceptIfValid(scenario, withSide(scenario, found.index, side));
}
