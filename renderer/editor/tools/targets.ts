/**
 * From a pointer to what it points at on the board, by arithmetic (hitTest.ts): a cell, a cell
 * side, a point of a free table in its own unit, an area. Also the palette choices with their
 * defaults filled in from the ruleset.
 */
import type { CellKernel, EdgeKey, PointMm } from '../../../engine/board/types';
import type { Position, RulesetData, Scenario, TokenKind } from '../../../engine/scenario/types';
import { areaAt, cellAt, edgeAt, screenToBoard } from '../../canvas/hitTest';
import { own, ownerSideOf } from '../../../engine/scenario/lookup';
import { rulesetOf } from '../edits';
import type { PointerInput, ToolEnv, ToolOptions } from './types';
import type { Refusal } from '../edits';

export const refusal = (key: string, params: Refusal['params'] = {}): Refusal => ({ key, params });

export function cellKernelOf(env: Pick<ToolEnv, 'kernel'>): CellKernel | null {
  return env.kernel.kind === 'square' || env.kernel.kind === 'hex' ? env.kernel : null;
}

export const boardPoint = (env: Pick<ToolEnv, 'view'>, input: PointerInput): PointMm => screenToBoard(env.view, input);

export function cellUnder(env: ToolEnv, input: PointerInput) {
  const kernel = cellKernelOf(env);
  return kernel ? cellAt(kernel, env.view, input) : null;
}

export function edgeUnder(env: ToolEnv, input: { x: number; y: number }): EdgeKey | null {
  const kernel = cellKernelOf(env);
  return kernel ? edgeAt(kernel, env.view, input) : null;
}

/** Free-table coordinates are kept to a hundredth of the unit: finer is noise from the pointer. */
const hundredth = (value: number) => Math.round(value * 100) / 100 + 0;

/**
 * Where a piece dropped at the pointer stands: a cell, a point of the table (in its unit, even off
 * the table, so the edit can say so) or an area. A refusal when there is nothing there.
 */
export function positionUnder(env: ToolEnv, input: PointerInput): Position | Refusal {
  const kernel = env.kernel;
  if (kernel.kind === 'free') {
    const point = kernel.pointFromMm(boardPoint(env, input));
    return { x: hundredth(point.x), y: hundredth(point.y) };
  }
  if (kernel.kind === 'area') {
    const area = areaAt(kernel, env.view, input);
    return area === null ? refusal('tool.place.noArea') : { area };
  }
  return cellUnder(env, input) ?? refusal('tool.place.offBoard');
}

const firstKey = (record: Readonly<Record<string, unknown>> | undefined): string | null => (record ? (Object.keys(record)[0] ?? null) : null);

const pick = (chosen: string | null, record: Readonly<Record<string, unknown>> | undefined): string | null =>
  chosen !== null && record && Object.hasOwn(record, chosen) ? chosen : firstKey(record);

/** The first terrain kind a designer would paint: anything but the board's base terrain. */
function firstPaint(ruleset: RulesetData, scenario: Scenario): string | null {
  const base = scenario.board.defaultTerrain ?? ruleset.board.defaultTerrain;
  return Object.keys(ruleset.terrain).find((kind) => kind !== base) ?? firstKey(ruleset.terrain);
}

/** The side a new token of this kind belongs to: the side of the faction its kind names, else the first side when the kind is owned, else none. */
function defaultOwner(scenario: Scenario, kind: TokenKind | undefined): string | null {
  if (!kind?.owned) return null;
  return (ownerSideOf(scenario, kind) ?? scenario.sides[0])?.id ?? null;
}

/** The options with every null choice replaced by the palette's first entry, and stale choices dropped. */
export function resolveOptions(options: ToolOptions, scenario: Scenario): ToolOptions {
  const ruleset = rulesetOf(scenario);
  if (!ruleset) return options;
  const side = scenario.sides.find((s) => s.id === options.side) ?? scenario.sides[0];
  const edgeKind = pick(options.edgeKind, ruleset.edges);
  const edge = edgeKind !== null ? ruleset.edges?.[edgeKind] : undefined;
  const profiles = Object.entries(ruleset.unitProfiles ?? {}).filter(([, profile]) => side?.faction === undefined || profile.faction === undefined || profile.faction === side.faction);
  const profile = profiles.some(([id]) => id === options.profile) ? options.profile : (profiles[0]?.[0] ?? null);
  const zone = (scenario.board.zones ?? []).find((z) => z.id === options.zone && z.cells);
  const tokenKind = pick(options.tokenKind, ruleset.tokens);
  return {
    ...options,
    terrain: options.terrain !== null && Object.hasOwn(ruleset.terrain, options.terrain) ? options.terrain : firstPaint(ruleset, scenario),
    edgeKind,
    edgeState: edge && options.edgeState !== null && Object.hasOwn(edge.states, options.edgeState) ? options.edgeState : (edge?.defaultState ?? null),
    tokenKind,
    // A kind that belongs to a side always gets one, so new tokens raise no warning: its faction's side when it names one (a rebel base), else the first.
    tokenOwner: scenario.sides.some((s) => s.id === options.tokenOwner) ? options.tokenOwner : defaultOwner(scenario, tokenKind === null ? undefined : own(ruleset.tokens, tokenKind)),
    side: side?.id ?? null,
    profile,
    zone: zone?.id ?? null,
    zoneSide: scenario.sides.some((s) => s.id === options.zoneSide) ? options.zoneSide : null,
    tile: pick(options.tile, ruleset.tiles),
    region: (scenario.board.regions ?? []).some((region) => region.id === options.region) ? options.region : null,
  };
}
