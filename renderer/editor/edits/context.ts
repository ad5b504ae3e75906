/**
 * What edits need to know besides the scenario: its ruleset with the house rules applied, and the
 * geometry kernel of its board. Both are memoised on the parts of the scenario they come from,
 * which structural sharing keeps identical from one edit to the next.
 */
import { createKernel } from '../../../engine/board';
import type { CellKernel, FreeKernel } from '../../../engine/board/types';
import { applyOverrides, footprintOf, type RulesetCatalog } from '../../../engine/scenario';
import { installedCatalog } from '../../document/rulesetCatalog';
import type { Board, RulesetData, Scenario } from '../../../engine/scenario/types';

export type EditBoard =
  | { readonly kind: 'cells'; readonly kernel: CellKernel }
  | { readonly kind: 'free'; readonly kernel: FreeKernel }
  | { readonly kind: 'area' };

const rulesets = new WeakMap<Scenario['ruleset'], { readonly catalog: RulesetCatalog; readonly ruleset: RulesetData | null }>();
const boards = new WeakMap<Board['geometry'], EditBoard | null>();
const coverages = new WeakMap<readonly object[], Uint8Array>();

/** The scenario's ruleset (a built-in game or an installed variant) with its overrides; undefined when the ruleset is unknown or its overrides are broken. */
export function rulesetOf(scenario: Scenario): RulesetData | undefined {
  const reference = scenario.ruleset;
  const catalog = installedCatalog();
  const known = rulesets.get(reference);
  if (known && known.catalog === catalog) return known.ruleset ?? undefined;
  const base = catalog.rulesets.get(reference.id);
  const ruleset = base ? (applyOverrides(base, reference.overrides, scenario).ruleset ?? null) : null;
  rulesets.set(reference, { catalog, ruleset });
  return ruleset ?? undefined;
}

/** The data of the scenario's game (or variant) without its house rules; undefined when it is not installed. */
export function gameDataOf(scenario: Scenario): RulesetData | undefined {
  return installedCatalog().rulesets.get(scenario.ruleset.id);
}

/** The board's kernel; null when the geometry is invalid (the problems panel says why). */
export function boardOf(scenario: Scenario): EditBoard | null {
  const geometry = scenario.board.geometry;
  let board = boards.get(geometry);
  if (board === undefined) {
    try {
      const kernel = geometry.kind === 'area' ? null : createKernel(geometry);
      board = kernel === null ? { kind: 'area' } : kernel.kind === 'free' ? { kind: 'free', kernel } : { kind: 'cells', kernel: kernel as CellKernel };
    } catch {
      board = null;
    }
    boards.set(geometry, board);
  }
  return board;
}

/** 1 per cell index that lies under a placed tile; null when the board uses no tiles (every cell exists). */
export function tileCoverage(scenario: Scenario, kernel: CellKernel): Uint8Array | null {
  const placements = scenario.board.tiles;
  if (!placements || placements.length === 0) return null;
  const cached = coverages.get(placements);
  if (cached && cached.length === kernel.cellCount) return cached;
  const library = rulesetOf(scenario)?.tiles ?? {};
  const coverage = new Uint8Array(kernel.cellCount);
  for (const placement of placements) {
    const tile = Object.hasOwn(library, placement.tile) ? library[placement.tile] : undefined;
    if (!tile) continue;
    const print = footprintOf(placement, tile);
    for (let row = print.row; row < print.row + print.rows; row++) {
      for (let col = print.col; col < print.col + print.columns; col++) {
        const index = kernel.indexOf({ col, row });
        if (index >= 0) coverage[index] = 1;
      }
    }
  }
  coverages.set(placements, coverage);
  return coverage;
}
