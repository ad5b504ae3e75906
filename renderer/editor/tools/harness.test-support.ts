/**
 * Drives the tools as the workspace does, without a browser: a scenario in an undo history, a view
 * transform, pointer presses at cells and cell sides, and a record of what reached the history.
 */
import { createKernel } from '../../../engine/board';
import type { BoardKernel, Cell, CellKernel, EdgeKey, PointMm } from '../../../engine/board/types';
import { loadScenario } from '../../../engine/scenario';
import type { RulesetData, Scenario } from '../../../engine/scenario/types';
import { boardToScreen, layoutPieces, type ViewTransform } from '../../canvas/hitTest';
import { createHistory, type History } from '../../document/history';
import { commitEdit, type Refusal } from '../edits';
import { EMPTY_SELECTION, type Selection } from '../selection';
import { ToolController } from './controller';
import { resolveOptions } from './targets';
import type { ToolId } from './toolSet';
import { DEFAULT_OPTIONS, type PointerInput, type ToolEnv, type ToolOptions } from './types';

export function loadedScenario(json: unknown): Scenario {
  const result = loadScenario(JSON.stringify(json));
  if (!result.scenario) throw new Error(`does not load: ${JSON.stringify(result.problems.slice(0, 3))}`);
  return result.scenario;
}

export class Harness {
  history: History<Scenario>;
  selection: Selection = EMPTY_SELECTION;
  options: ToolOptions = DEFAULT_OPTIONS;
  readonly refusals: Refusal[] = [];
  /** Edits that reached the history (refused ones do not). */
  commits = 0;
  redraws = 0;
  readonly controller: ToolController;

  constructor(
    scenario: Scenario,
    readonly view: ViewTransform = { scale: 3, x: 20, y: 10 },
  ) {
    this.history = createHistory(scenario);
    this.controller = new ToolController(
      {
        edit: (result) => {
          if (!result.ok) return result.refusal;
          const before = this.history;
          this.history = commitEdit(this.history, result).history;
          if (this.history !== before) this.commits++;
          return null;
        },
        select: (selection) => {
          this.selection = selection;
        },
        options: (change) => {
          this.options = { ...this.options, ...change };
        },
        refuse: (refusal) => {
          this.refusals.push(refusal);
        },
      },
      () => this.redraws++,
    );
  }

  get scenario(): Scenario {
    return this.history.present;
  }

  get kernel(): BoardKernel {
    const board = this.scenario.board;
    return createKernel(board.geometry, { areas: board.areas ?? [], links: board.links ?? [], regions: board.regions ?? [] });
  }

  get cells(): CellKernel {
    return this.kernel as CellKernel;
  }

  env(): ToolEnv {
    const loaded = loadScenario(JSON.stringify(this.scenario));
    const source = { scenario: loaded.scenario as Scenario, ruleset: loaded.ruleset as RulesetData, language: 'en' as const };
    return {
      scenario: this.scenario,
      kernel: this.kernel,
      pieces: layoutPieces(source),
      view: this.view,
      selection: this.selection,
      options: resolveOptions(this.options, this.scenario),
      areaName: (n) => `Area ${n}`,
      zoneName: (purpose, side) => (side ? `${purpose}: ${side}` : purpose),
    };
  }

  use(tool: ToolId, options: Partial<ToolOptions> = {}): this {
    this.controller.setTool(tool);
    this.options = { ...this.options, ...options };
    return this;
  }

  screenOf(point: PointMm): PointerInput {
    const { x, y } = boardToScreen(this.view, point);
    return { x, y, shift: false, alt: false, ctrl: false };
  }

  at(cell: Cell): PointerInput {
    return this.screenOf(this.cells.cellToMm(cell));
  }

  /** The middle of a cell side, on screen. */
  onEdge(key: EdgeKey): PointerInput {
    const { a, b } = this.cells.edgeSegmentMm(key);
    return this.screenOf({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  }

  down(input: PointerInput): this {
    this.controller.down(this.env(), input);
    return this;
  }

  move(input: PointerInput): this {
    this.controller.move(this.env(), input);
    return this;
  }

  up(input: PointerInput): this {
    this.controller.up(this.env(), input);
    return this;
  }

  click(input: PointerInput): this {
    return this.down(input).up(input);
  }

  /** Presses at the first point, moves through the others, releases at the last. */
  drag(points: readonly PointerInput[]): this {
    const [first, ...rest] = points;
    if (!first) return this;
    this.down(first);
    for (const point of rest) this.move(point);
    return this.up(rest.at(-1) ?? first);
  }
}

export const withKeys = (input: PointerInput, keys: Partial<Pick<PointerInput, 'shift' | 'alt' | 'ctrl'>>): PointerInput => ({ ...input, ...keys });
