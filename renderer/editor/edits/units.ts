/**
 * Units of a side: placed from the ruleset's profiles, moved, turned (free tables), removed. The
 * ruleset's stacking limit is enforced as the loader checks it: a second living figure on a SIEGE
 * hex is refused, not written. A plug (Rivet Wars' generals and turrets) is not a piece of its own:
 * placed on a unit of its side with a free socket, it goes into that unit's `plugs`.
 */
import type { PointPosition, Position, Scenario, Unit } from '../../../engine/scenario/types';
import type { LocalizedText } from '../../../engine/scenario/types';
import { own } from '../../../engine/scenario/lookup';
import { boardOf, rulesetOf } from './context';
import { freshId, idsInUse } from './ids';
import { cleanPosition, placeRefusal } from './places';
import { accept, refuse, type EditResult } from './result';
import { assign, findUnit, withSide, withUnit } from './tree';

const UNIT_PLACES = ['cell', 'point', 'area'] as const;

/** How much of the stacking limit a unit takes: one per unit, or its profile's size per figure. */
function stackingLoad(scenario: Scenario, unit: Pick<Unit, 'profile' | 'count'>): number {
  const stacking = rulesetOf(scenario)?.constraints?.stacking;
  const count = unit.count ?? 1;
  if (stacking?.count !== 'size') return count;
  return (own(rulesetOf(scenario)?.unitProfiles, unit.profile ?? '')?.size ?? 1) * count;
}

/** Refuses a unit of `sideId` arriving at `at` when the cell would hold more than the ruleset allows. */
function stackingRefusal(scenario: Scenario, sideId: string, unit: Pick<Unit, 'id' | 'profile' | 'count'>, at: Position): EditResult | null {
  const stacking = rulesetOf(scenario)?.constraints?.stacking;
  const board = boardOf(scenario);
  if (!stacking || board?.kind !== 'cells' || !('col' in at)) return null;
  const arriving = stackingLoad(scenario, unit);
  let load = arriving;
  for (const side of scenario.sides) {
    if (stacking.scope === 'side' && side.id !== sideId) continue;
    for (const other of side.units ?? []) {
      if (other.id === unit.id || other.reserve || !other.at || !('col' in other.at)) continue;
      if (other.at.col === at.col && other.at.row === at.row) load += stackingLoad(scenario, other);
    }
  }
  if (load <= stacking.limit) return null;
  // Where sizes count (Rivet Wars' cells of a grid), say how many are left rather than figures.
  if (stacking.count === 'size') return refuse('edit.unit.stackingCells', { cell: board.kernel.label(at), limit: stacking.limit, count: arriving, free: Math.max(0, stacking.limit - (load - arriving)) });
  return refuse('edit.unit.stacking', { cell: board.kernel.label(at), limit: stacking.limit });
}

export function placeUnit(scenario: Scenario, params: { readonly side: string; readonly profile: string; readonly at: Position; readonly name?: LocalizedText; readonly count?: number }): EditResult {
  const sideIndex = scenario.sides.findIndex((side) => side.id === params.side);
  const side = scenario.sides[sideIndex];
  if (!side) return refuse('edit.side.unknown', { id: params.side });
  const ruleset = rulesetOf(scenario);
  if (!ruleset) return refuse('edit.ruleset.unknown', { id: scenario.ruleset.id });
  const profile = own(ruleset.unitProfiles, params.profile);
  if (!profile) return refuse('edit.unit.unknownProfile', { profile: params.profile });
  if (profile.plug) return plugInto(scenario, sideIndex, params.profile, params.at);
  if (params.count !== undefined && (!Number.isInteger(params.count) || params.count < 1 || params.count > 1000)) return refuse('edit.unit.badCount', { count: params.count });
  const where = placeRefusal(scenario, params.at, UNIT_PLACES);
  if (where) return refuse(where.key, where.params);
  const at = cleanPosition(params.at) as Position;
  const id = freshId(idsInUse(scenario), params.profile);
  const unit = assign<Unit>({ id, profile: params.profile, at }, { name: params.name, count: params.count === 1 ? undefined : params.count });
  const crowded = stackingRefusal(scenario, side.id, unit, at);
  if (crowded) return crowded;
  return accept(withSide(scenario, sideIndex, { ...side, units: [...(side.units ?? []), unit] }), id);
}

/** How many plugs a unit of this profile takes (its sockets). */
export function socketsOf(scenario: Scenario, unit: Pick<Unit, 'profile'>): number {
  return own(rulesetOf(scenario)?.unitProfiles, unit.profile ?? '')?.sockets ?? 0;
}

/** Fits a plug into the first unit of the side at `at` with a free socket. */
function plugInto(scenario: Scenario, sideIndex: number, plug: string, at: Position): EditResult {
  const side = scenario.sides[sideIndex];
  const host = (side?.units ?? []).find((unit) => unit.at && 'col' in unit.at && 'col' in at && unit.at.col === at.col && unit.at.row === at.row && (unit.plugs ?? []).length < socketsOf(scenario, unit));
  if (!side || !host) return refuse('edit.unit.plugNeedsHost');
  const found = findUnit(scenario, host.id);
  if (!found) return refuse('edit.unit.unknown', { id: host.id });
  return accept(withUnit(scenario, found, assign(host, { plugs: [...(host.plugs ?? []), plug] })), host.id);
}

/** The plugs fitted to a unit's sockets, in socket order: plug profiles of the rules, no more than its sockets. */
export function setUnitPlugs(scenario: Scenario, params: { readonly id: string; readonly plugs: readonly string[] }): EditResult {
  const found = findUnit(scenario, params.id);
  if (!found) return refuse('edit.unit.unknown', { id: params.id });
  const sockets = socketsOf(scenario, found.value);
  if (params.plugs.length > sockets) return sockets === 0 ? refuse('edit.unit.noSockets') : refuse('edit.unit.tooManyPlugs', { count: sockets });
  const profiles = rulesetOf(scenario)?.unitProfiles;
  const wrong = params.plugs.find((id) => !own(profiles, id)?.plug);
  if (wrong !== undefined) return refuse('edit.unit.notPlug', { profile: wrong });
  const plugs = params.plugs.length > 0 ? [...params.plugs] : undefined;
  if (JSON.stringify(plugs) === JSON.stringify(found.value.plugs)) return accept(scenario);
  return accept(withUnit(scenario, found, assign(found.value, { plugs })));
}

/** Puts a unit on the board at `at` (it leaves its deployment zone or the reserve). */
export function moveUnit(scenario: Scenario, params: { readonly id: string; readonly at: Position }): EditResult {
  const found = findUnit(scenario, params.id);
  if (!found) return refuse('edit.unit.unknown', { id: params.id });
  const where = placeRefusal(scenario, params.at, UNIT_PLACES);
  if (where) return refuse(where.key, where.params);
  const at = cleanPosition(params.at) as Position;
  const unit = found.value;
  if (unit.at && JSON.stringify(unit.at) === JSON.stringify(at)) return accept(scenario);
  const crowded = stackingRefusal(scenario, scenario.sides[found.side]?.id ?? '', unit, at);
  if (crowded) return crowded;
  // Models placed one by one on a free table move with their unit.
  const from = unit.at && 'x' in unit.at ? unit.at : null;
  const hundredths = (value: number) => Math.round(value * 100) / 100;
  const positions = unit.positions && from && 'x' in at ? unit.positions.map((p): PointPosition => ({ x: hundredths(p.x + at.x - from.x), y: hundredths(p.y + at.y - from.y) })) : unit.positions;
  return accept(withUnit(scenario, found, assign(unit, { at, positions, deployIn: undefined, reserve: undefined })));
}

/** Turns a unit's base: facing in degrees clockwise from the top of the board. */
export function setUnitFacing(scenario: Scenario, params: { readonly id: string; readonly facing: number }): EditResult {
  const found = findUnit(scenario, params.id);
  if (!found) return refuse('edit.unit.unknown', { id: params.id });
  if (!Number.isFinite(params.facing)) return refuse('edit.unit.badFacing');
  const facing = ((Math.round(params.facing) % 360) + 360) % 360;
  const stored = facing === 0 ? undefined : facing;
  if (found.value.facing === stored) return accept(scenario);
  return accept(withUnit(scenario, found, assign(found.value, { facing: stored })));
}

/**
 * Turns a unit's vehicles toward a point of the free table at the start (`faceToward`), or, with
 * null, back to facing the far long edge.
 */
export function setUnitFaceToward(scenario: Scenario, params: { readonly id: string; readonly toward: PointPosition | null }): EditResult {
  const found = findUnit(scenario, params.id);
  if (!found) return refuse('edit.unit.unknown', { id: params.id });
  const toward = params.toward;
  if (toward && !(Number.isFinite(toward.x) && Number.isFinite(toward.y) && Math.abs(toward.x) <= 1_000_000 && Math.abs(toward.y) <= 1_000_000)) return refuse('edit.unit.badFaceToward');
  const hundredths = (value: number) => Math.round(value * 100) / 100;
  const stored = toward ? { x: hundredths(toward.x), y: hundredths(toward.y) } : undefined;
  if (JSON.stringify(found.value.faceToward) === JSON.stringify(stored)) return accept(scenario);
  return accept(withUnit(scenario, found, assign(found.value, { faceToward: stored })));
}

export function setUnitProperties(scenario: Scenario, params: { readonly id: string; readonly name?: LocalizedText | null; readonly hidden?: boolean; readonly slot?: number | null }): EditResult {
  const found = findUnit(scenario, params.id);
  if (!found) return refuse('edit.unit.unknown', { id: params.id });
  if (typeof params.name === 'string' && (params.name.trim() === '' || params.name.length > 4000)) return refuse('edit.text.length', { max: 4000 });
  if (typeof params.slot === 'number' && !(Number.isInteger(params.slot) && params.slot >= 0 && params.slot <= 3)) return refuse('edit.unit.badSlot', { slot: params.slot });
  const next = assign(found.value, {
    ...(params.name !== undefined ? { name: params.name ?? undefined } : {}),
    ...(params.hidden !== undefined ? { hidden: params.hidden || undefined } : {}),
    ...(params.slot !== undefined ? { slot: params.slot ?? undefined } : {}),
  });
  if (JSON.stringify(next) === JSON.stringify(found.value)) return accept(scenario);
  return accept(withUnit(scenario, found, next));
}

export function removeUnit(scenario: Scenario, params: { readonly id: string }): EditResult {
  const found = findUnit(scenario, params.id);
  if (!found) return refuse('edit.unit.unknown', { id: params.id });
  return accept(withUnit(scenario, found, null));
}
