/**
 * Painting cells: terrain brush, rectangle, flood fill, eraser, and zones. A stroke is gathered while
 * the pointer moves (drawn as a preview on the overlay, so each cell shows at the next frame however
 * large the board) and becomes one edit, one undo step, when the pointer is released.
 */
import type { Cell } from '../../../engine/board/types';
import { addCellsToZone, addRoomZone, addZone, cellRefusal, eraseTerrain, floodFillTerrain, paintTerrain, paintTerrainRectangle, rectangleCells, removeCellsFromZone, type Refusal } from '../edits';
import { CellStroke } from './strokes';
import { cellKernelOf, cellUnder, refusal } from './targets';
import type { Gesture, PointerInput, Preview, Tool, ToolAction, ToolEnv } from './types';
import { zoneColour } from '../../../engine/print';

const hoverCell = (env: ToolEnv, input: PointerInput): Preview | null => {
  const cell = cellUnder(env, input);
  return cell ? { hover: cell } : null;
};

/** A drag over cells: every usable cell passed over, then `finish` with all of them. */
function strokeGesture(env: ToolEnv, input: PointerInput, style: (cells: readonly Cell[]) => Preview['cells'], finish: (env: ToolEnv, cells: readonly Cell[], input: PointerInput) => ToolAction): Gesture | ToolAction {
  const kernel = cellKernelOf(env);
  if (!kernel) return { refusal: refusal('edit.board.needsCells') };
  let firstRefusal: Refusal | null = null;
  const stroke = new CellStroke(kernel, (cell) => {
    const problem = cellRefusal(env.scenario, cell);
    firstRefusal ??= problem;
    return problem === null;
  });
  stroke.add(cellUnder(env, input));
  return {
    move(current, pointer) {
      stroke.add(cellUnder(current, pointer));
    },
    end(current, pointer) {
      if (stroke.cells.length === 0) return { refusal: firstRefusal ?? refusal('tool.place.offBoard') };
      return finish(current, stroke.cells, pointer);
    },
    preview() {
      return { cells: style(stroke.cells) };
    },
  };
}

export const brushTool: Tool = {
  // The cell under the pointer shows the terrain it would take.
  hover(env, input) {
    const cell = cellUnder(env, input);
    const kind = env.options.terrain;
    return cell ? { hover: cell, ...(kind !== null ? { cells: { cells: [cell], terrain: kind } } : {}) } : null;
  },
  down(env, input) {
    const kind = env.options.terrain;
    if (kind === null) return { refusal: refusal('tool.terrain.none') };
    return strokeGesture(
      env,
      input,
      (cells) => ({ cells, terrain: kind }),
      (current, cells) => ({ edit: paintTerrain(current.scenario, { kind, cells }) }),
    );
  },
};

export const eraserTool: Tool = {
  hover(env, input) {
    const cell = cellUnder(env, input);
    return cell ? { hover: cell, cells: { cells: [cell], erase: true } } : null;
  },
  down(env, input) {
    return strokeGesture(
      env,
      input,
      (cells) => ({ cells, erase: true }),
      (current, cells) => ({ edit: eraseTerrain(current.scenario, { cells }) }),
    );
  },
};

export const rectangleTool: Tool = {
  hover: hoverCell,
  down(env, input) {
    const kind = env.options.terrain;
    if (kind === null) return { refusal: refusal('tool.terrain.none') };
    const from = cellUnder(env, input);
    if (!from) return { refusal: refusal('tool.place.offBoard') };
    let to = from;
    return {
      move(current, pointer) {
        to = cellUnder(current, pointer) ?? to;
      },
      end(current) {
        return { edit: paintTerrainRectangle(current.scenario, { kind, from, to }) };
      },
      preview() {
        return { cells: { cells: rectangleCells(env.scenario, from, to), terrain: kind } };
      },
    };
  },
};

export const fillTool: Tool = {
  hover: hoverCell,
  down(env, input) {
    const kind = env.options.terrain;
    if (kind === null) return { refusal: refusal('tool.terrain.none') };
    const at = cellUnder(env, input);
    if (!at) return { refusal: refusal('tool.place.offBoard') };
    return { edit: floodFillTerrain(env.scenario, { kind, at }) };
  },
};

/**
 * Zones: a drag paints cells into the zone picked in the palette, or makes a new zone of them (which
 * the next strokes then grow); Alt or Shift takes cells out. In room mode a click makes a zone of the
 * room around the cell, found from the walls.
 */
export const zoneTool: Tool = {
  hover: hoverCell,
  down(env, input) {
    const { options, scenario } = env;
    if (options.zoneRoom) {
      const seed = cellUnder(env, input);
      if (!seed) return { refusal: refusal('tool.place.offBoard') };
      return {
        edit: addRoomZone(scenario, { seed, purpose: options.zonePurpose, ...(options.zoneSide ? { side: options.zoneSide } : {}), name: options.zoneName.trim() || env.zoneName(options.zonePurpose, options.zoneSide) }),
        options: (created) => (created ? { zoneName: '' } : {}),
        select: (created) => ({ items: created[0] ? [{ kind: 'zone', id: created[0] }] : [], cells: [] }),
      };
    }
    const zone = options.zone === null ? undefined : scenario.board.zones?.find((z) => z.id === options.zone);
    const removing = (input.alt || input.shift) && zone !== undefined;
    const colour = zone ? zoneColour(env.scenario, zone) : zoneColour(env.scenario, { purpose: options.zonePurpose, ...(options.zoneSide ? { side: options.zoneSide } : {}) });
    return strokeGesture(
      env,
      input,
      (cells) => ({ cells, colour, erase: removing }),
      (current, cells) => {
        if (zone) return { edit: addOrRemove(current, zone.id, cells, removing) };
        return {
          edit: addZone(current.scenario, { purpose: options.zonePurpose, cells, ...(options.zoneSide ? { side: options.zoneSide } : {}), name: options.zoneName.trim() || current.zoneName(options.zonePurpose, options.zoneSide) }),
          options: (created) => (created ? { zone: created, zoneName: '' } : {}),
        };
      },
    );
  },
};

function addOrRemove(env: ToolEnv, zone: string, cells: readonly Cell[], remove: boolean) {
  return remove ? removeCellsFromZone(env.scenario, { zone, cells }) : addCellsToZone(env.scenario, { zone, cells });
}
