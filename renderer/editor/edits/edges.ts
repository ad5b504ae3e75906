/**
 * Walls, doors, windows and the like on cell sides. One feature per physical edge, named by the
 * kernel's canonical key whichever side it was clicked from; its states are the ruleset's.
 */
import type { EdgeKey } from '../../../engine/board/types';
import type { EdgeFeature, EdgeKind, Scenario } from '../../../engine/scenario/types';
import { boardOf, rulesetOf } from './context';
import { freshId, idsInUse } from './ids';
import { accept, refuse, type EditResult } from './result';
import { assign, replaceAt, withBoardList } from './tree';

function edgeKindOf(scenario: Scenario, kind: string): EdgeKind | EditResult {
  const ruleset = rulesetOf(scenario);
  if (!ruleset) return refuse('edit.ruleset.unknown', { id: scenario.ruleset.id });
  const edges = ruleset.edges ?? {};
  if (!Object.hasOwn(edges, kind)) return refuse('edit.edge.unknownKind', { kind });
  return edges[kind] as EdgeKind;
}

/** Why an edge key cannot carry a feature on this board, or null when it can. */
function edgeRefusal(scenario: Scenario, edge: EdgeKey): EditResult | null {
  const board = boardOf(scenario);
  if (!board) return refuse('edit.board.invalid');
  if (board.kind !== 'cells') return refuse('edit.board.needsCells');
  return board.kernel.isEdge(edge) ? null : refuse('edit.edge.noEdge', { edge });
}

/** The state as stored: absent when it is the kind's default. */
const storedState = (kind: EdgeKind, state: string | undefined) => (state === undefined || state === kind.defaultState ? undefined : state);

/**
 * Puts a feature of `kind` on each edge (a drag along several sides is one step). A feature already
 * there takes the new kind and state and keeps its id.
 */
export function placeEdgeFeatures(scenario: Scenario, params: { readonly edges: readonly EdgeKey[]; readonly kind: string; readonly state?: string }): EditResult {
  const kind = edgeKindOf(scenario, params.kind);
  if ('ok' in kind) return kind;
  if (params.state !== undefined && !Object.hasOwn(kind.states, params.state)) return refuse('edit.edge.badState', { state: params.state, kind: params.kind });
  for (const edge of params.edges) {
    const problem = edgeRefusal(scenario, edge);
    if (problem) return problem;
  }
  const state = storedState(kind, params.state);
  let list: EdgeFeature[] | null = null;
  const current = scenario.board.edges ?? [];
  const byKey = new Map(current.map((feature, index) => [feature.edge, index]));
  let taken: Set<string> | null = null;
  let created: string | undefined;
  for (const edge of new Set(params.edges)) {
    const index = byKey.get(edge);
    const existing: EdgeFeature | undefined = index === undefined ? undefined : (list ?? current)[index];
    if (existing) {
      if (existing.kind === params.kind && existing.state === state) continue;
      list = replaceAt(list ?? current, index as number, assign(existing, { kind: params.kind, state }));
      continue;
    }
    taken ??= idsInUse(scenario);
    const id = freshId(taken, params.kind);
    created ??= id;
    list = [...(list ?? current), state === undefined ? { id, edge, kind: params.kind } : { id, edge, kind: params.kind, state }];
    byKey.set(edge, list.length - 1);
  }
  return list ? accept(withBoardList(scenario, 'edges', list), created) : accept(scenario);
}

/** The state after `state` in the ruleset's order, wrapping round to the first. */
export function nextEdgeState(kind: EdgeKind, state: string | undefined): string {
  const states = Object.keys(kind.states);
  const at = states.indexOf(state ?? kind.defaultState);
  return states[(at + 1) % states.length] ?? kind.defaultState;
}

/** Clicking a feature again: its next state (closed, open, barricaded, closed ...). */
export function cycleEdgeFeature(scenario: Scenario, params: { readonly edge: EdgeKey }): EditResult {
  const problem = edgeRefusal(scenario, params.edge);
  if (problem) return problem;
  const current = scenario.board.edges ?? [];
  const index = current.findIndex((feature) => feature.edge === params.edge);
  const feature = current[index];
  if (!feature) return refuse('edit.edge.none', { edge: params.edge });
  const kind = edgeKindOf(scenario, feature.kind);
  if ('ok' in kind) return kind;
  const state = storedState(kind, nextEdgeState(kind, feature.state));
  if (state === feature.state) return accept(scenario);
  return accept(withBoardList(scenario, 'edges', replaceAt(current, index, assign(feature, { state }))));
}

export function removeEdgeFeatures(scenario: Scenario, params: { readonly edges: readonly EdgeKey[] }): EditResult {
  const gone = new Set(params.edges);
  const current = scenario.board.edges ?? [];
  const next = current.filter((feature) => !gone.has(feature.edge));
  if (next.length === current.length) return refuse('edit.edge.none', { edge: params.edges[0] ?? '' });
  return accept(withBoardList(scenario, 'edges', next));
}

/** Owner and hidden flag of the feature on an edge (a hidden trapdoor, a side's barricade). */
export function setEdgeFeature(scenario: Scenario, params: { readonly edge: EdgeKey; readonly owner?: string | null; readonly hidden?: boolean }): EditResult {
  const current = scenario.board.edges ?? [];
  const index = current.findIndex((feature) => feature.edge === params.edge);
  const feature = current[index];
  if (!feature) return refuse('edit.edge.none', { edge: params.edge });
  if (params.owner && !scenario.sides.some((side) => side.id === params.owner)) return refuse('edit.side.unknown', { id: params.owner });
  const next = assign(feature, {
    ...(params.owner !== undefined ? { owner: params.owner ?? undefined } : {}),
    ...(params.hidden !== undefined ? { hidden: params.hidden || undefined } : {}),
  });
  if (next.owner === feature.owner && next.hidden === feature.hidden) return accept(scenario);
  return accept(withBoardList(scenario, 'edges', replaceAt(current, index, next)));
}
