/**
 * The editor's tools: one keyboard letter each, and the boards and rulesets they make sense for.
 * Letters never need Ctrl, so they cannot clash with the application's commands
 * (engine/app/commands.ts), which all use Ctrl or a function key.
 */
import type { BoardKernel } from '../../../engine/board/types';
import type { RulesetData } from '../../../engine/scenario/types';

export type ToolId = 'select' | 'brush' | 'rectangle' | 'fill' | 'eraser' | 'edge' | 'token' | 'unit' | 'zone' | 'tile' | 'polygon' | 'ruler' | 'area' | 'inspect';

type BoardKind = BoardKernel['kind'];

export interface ToolSpec {
  readonly id: ToolId;
  /** The letter that picks the tool, as shown in its tooltip. */
  readonly key: string;
  readonly boards: readonly BoardKind[];
  /** What the ruleset must provide for the tool to have anything to place. */
  readonly needs?: 'edges' | 'tokens' | 'units' | 'tiles';
}

const CELLS: readonly BoardKind[] = ['square', 'hex'];
const ALL: readonly BoardKind[] = ['square', 'hex', 'free', 'area'];

export const TOOLS: readonly ToolSpec[] = [
  { id: 'select', key: 'V', boards: ALL },
  { id: 'brush', key: 'B', boards: CELLS },
  { id: 'rectangle', key: 'R', boards: CELLS },
  { id: 'fill', key: 'F', boards: CELLS },
  { id: 'eraser', key: 'E', boards: CELLS },
  { id: 'edge', key: 'W', boards: CELLS, needs: 'edges' },
  { id: 'token', key: 'T', boards: ALL, needs: 'tokens' },
  { id: 'unit', key: 'U', boards: ALL, needs: 'units' },
  { id: 'zone', key: 'Z', boards: ['square', 'hex', 'free'] },
  { id: 'tile', key: 'L', boards: CELLS, needs: 'tiles' },
  { id: 'polygon', key: 'P', boards: ['free'] },
  { id: 'ruler', key: 'M', boards: ['free'] },
  { id: 'area', key: 'A', boards: ['area'] },
  { id: 'inspect', key: 'I', boards: CELLS },
];

const hasEntries = (record: Readonly<Record<string, unknown>> | undefined) => !!record && Object.keys(record).length > 0;

/** The tools that have something to do on this board under this ruleset, in tool-bar order. */
export function availableTools(board: BoardKind, ruleset: RulesetData | undefined): ToolSpec[] {
  return TOOLS.filter((tool) => {
    if (!tool.boards.includes(board)) return false;
    switch (tool.needs) {
      case 'edges':
        return hasEntries(ruleset?.edges);
      case 'tokens':
        return hasEntries(ruleset?.tokens);
      case 'units':
        return hasEntries(ruleset?.unitProfiles);
      case 'tiles':
        return hasEntries(ruleset?.tiles);
      default:
        return true;
    }
  });
}

/** The tool a plain letter picks among `tools`; undefined for any other key. */
export function toolForKey(key: string, tools: readonly ToolSpec[]): ToolId | undefined {
  if (key.length !== 1) return undefined;
  const letter = key.toUpperCase();
  return tools.find((tool) => tool.key === letter)?.id;
}
