/**
 * Area maps: a click on empty map adds an area (in the region picked, if any); a drag from one area
 * to another links them, or unlinks them when they were linked; a click on an area puts it in the
 * region picked.
 */
import { areaAt } from '../../canvas/hitTest';
import { addArea, linkAreas, setAreaRegion, unlinkAreas } from '../edits';
import { boardPoint, refusal } from './targets';
import type { Gesture, Tool, ToolAction } from './types';

export const areaTool: Tool = {
  down(env, input): Gesture | ToolAction | null {
    const kernel = env.kernel;
    if (kernel.kind !== 'area') return { refusal: refusal('edit.board.needsAreas') };
    const from = areaAt(kernel, env.view, input);
    const region = env.options.region;
    if (from === null) {
      const at = boardPoint(env, input);
      const name = env.areaName((env.scenario.board.areas?.length ?? 0) + 1);
      return {
        edit: addArea(env.scenario, { name, xMm: Math.round(at.x), yMm: Math.round(at.y), ...(region !== null ? { region } : {}) }),
        select: (created) => ({ items: created[0] ? [{ kind: 'area', id: created[0] }] : [], cells: [] }),
      };
    }
    const start = kernel.areaToMm(from) ?? boardPoint(env, input);
    let end = start;
    let to: string | null = from;
    return {
      move(current, pointer) {
        end = boardPoint(current, pointer);
        to = current.kernel.kind === 'area' ? areaAt(current.kernel, current.view, pointer) : null;
      },
      end(current): ToolAction | null {
        if (to === null) return { refusal: refusal('tool.area.linkNowhere') };
        if (to === from) {
          const area = current.scenario.board.areas?.find((a) => a.id === from);
          if (region !== null && area?.region !== region) return { edit: setAreaRegion(current.scenario, { id: from, region }) };
          return { selection: { items: [{ kind: 'area', id: from }], cells: [] } };
        }
        const linked = (current.scenario.board.links ?? []).some(([a, b]) => (a === from && b === to) || (a === to && b === from));
        return { edit: linked ? unlinkAreas(current.scenario, { a: from, b: to }) : linkAreas(current.scenario, { a: from, b: to }) };
      },
      preview: () => (to === from ? null : { line: { points: [start, end], closed: false } }),
    };
  },
};
