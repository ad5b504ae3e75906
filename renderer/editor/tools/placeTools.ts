/**
 * Putting things down with a click: tokens, units, tiles, and walls, doors and windows on cell sides
 * (a click or a drag along the sides; a click on a feature of the kind picked turns it to its next
 * state, as the ruleset orders them).
 */
import { footprintOf } from '../../../engine/scenario';
import { own } from '../../../engine/scenario/lookup';
import { cycleEdgeFeature, placeEdgeFeatures, placeTile, placeToken, placeUnit, removeEdgeFeatures, rulesetOf, type Refusal } from '../edits';
import type { Cell } from '../../../engine/board/types';
import type { Selection } from '../selection';
import { EdgeStroke } from './strokes';
import { boardToScreen } from '../../canvas/hitTest';
import { boardPoint, cellKernelOf, cellUnder, edgeUnder, positionUnder, refusal } from './targets';
import type { Tool, ToolAction, ToolEnv } from './types';

const isRefusal = (value: object): value is Refusal => 'key' in value && 'params' in value;

const selectCreated =
  (kind: 'token' | 'unit' | 'tile') =>
  (created: readonly (string | undefined)[]): Selection => ({ items: created[0] ? [{ kind, id: created[0] }] : [], cells: [] });

export const tokenTool: Tool = {
  hover(env, input) {
    const cell = cellUnder(env, input);
    return cell ? { hover: cell } : null;
  },
  down(env, input): ToolAction {
    const kind = env.options.tokenKind;
    if (kind === null) return { refusal: refusal('tool.token.none') };
    const at = positionUnder(env, input);
    if (isRefusal(at)) return { refusal: at };
    const { tokenHidden: hidden, tokenOwner: owner } = env.options;
    return { edit: placeToken(env.scenario, { kind, at, ...(hidden !== null ? { hidden } : {}), ...(owner !== null ? { owner } : {}) }), select: selectCreated('token') };
  },
};

export const unitTool: Tool = {
  hover(env, input) {
    const cell = cellUnder(env, input);
    return cell ? { hover: cell } : null;
  },
  down(env, input): ToolAction {
    const { side, profile } = env.options;
    if (side === null) return { refusal: refusal('tool.unit.noSide') };
    if (profile === null) return { refusal: refusal('tool.unit.noProfile') };
    const at = positionUnder(env, input);
    if (isRefusal(at)) return { refusal: at };
    return { edit: placeUnit(env.scenario, { side, profile, at }), select: selectCreated('unit') };
  },
};

/** The cells a tile of the palette would cover with its top-left corner on `at`. */
function ghostCells(env: ToolEnv, at: Cell): Cell[] {
  const tile = own(rulesetOf(env.scenario)?.tiles, env.options.tile ?? '');
  if (!tile || env.options.tile === null) return [];
  const print = footprintOf({ id: 'ghost', tile: env.options.tile, at, rotation: env.options.tileRotation }, tile);
  const kernel = cellKernelOf(env);
  const cells: Cell[] = [];
  for (let row = print.row; row < print.row + print.rows; row++) {
    for (let col = print.col; col < print.col + print.columns; col++) if (kernel?.contains({ col, row })) cells.push({ col, row });
  }
  return cells;
}

export const tileTool: Tool = {
  hover(env, input) {
    const cell = cellUnder(env, input);
    return cell ? { hover: cell, cells: { cells: ghostCells(env, cell), colour: '#1f6feb' } } : null;
  },
  down(env, input): ToolAction {
    const tile = env.options.tile;
    if (tile === null) return { refusal: refusal('tool.tile.none') };
    const at = cellUnder(env, input);
    if (!at) return { refusal: refusal('tool.place.offBoard') };
    return { edit: placeTile(env.scenario, { tile, at, ...(env.options.tileRotation ? { rotation: env.options.tileRotation } : {}) }), select: selectCreated('tile') };
  },
};

/** The colour the edge preview is drawn in: the state's, else the kind's. */
function edgeColour(env: ToolEnv): string {
  const kind = own(rulesetOf(env.scenario)?.edges, env.options.edgeKind ?? '');
  return (env.options.edgeState !== null ? own(kind?.states, env.options.edgeState)?.colour : undefined) ?? kind?.colour ?? '#3d3a33';
}

/**
 * The edge tool. Released where it was pressed, on a feature of the kind picked: that feature turns
 * to its next state. Otherwise the sides met are given the kind and state picked, as one edit. With
 * Alt, or the palette's eraser, the features on them are taken away.
 */
export const edgeTool: Tool = {
  hover(env, input) {
    const key = edgeUnder(env, input);
    return key ? { edges: { keys: [key], colour: edgeColour(env), erase: env.options.edgeErase || input.alt } } : null;
  },
  down(env, input) {
    const kind = env.options.edgeKind;
    if (kind === null) return { refusal: refusal('tool.edge.none') };
    const kernel = cellKernelOf(env);
    if (!kernel) return { refusal: refusal('tool.edge.noSide') };
    const stroke = new EdgeStroke(kernel, 1 / env.view.scale, (point) => edgeUnder(env, boardToScreen(env.view, point)));
    stroke.add(boardPoint(env, input));
    const erase = env.options.edgeErase || input.alt;
    const colour = edgeColour(env);
    return {
      move(current, pointer) {
        stroke.add(boardPoint(current, pointer));
      },
      end(current): ToolAction {
        const edges = stroke.edges;
        if (edges.length === 0) return { refusal: refusal('tool.edge.noSide') };
        const existing = current.scenario.board.edges ?? [];
        if (erase) {
          const taken = edges.filter((edge) => existing.some((feature) => feature.edge === edge));
          return { edit: taken.length > 0 ? removeEdgeFeatures(current.scenario, { edges: taken }) : removeEdgeFeatures(current.scenario, { edges }) };
        }
        const single = edges.length === 1 ? existing.find((feature) => feature.edge === edges[0]) : undefined;
        if (single && single.kind === kind) return { edit: cycleEdgeFeature(current.scenario, { edge: single.edge }) };
        const state = current.options.edgeState;
        return { edit: placeEdgeFeatures(current.scenario, { edges, kind, ...(state !== null ? { state } : {}) }) };
      },
      preview() {
        return { edges: { keys: stroke.edges, colour, erase } };
      },
    };
  },
};
