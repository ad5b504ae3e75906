/**
 * What the canvas draws of a scenario: the print engine's own board scene, so screen and paper
 * agree. Each board keeps the memo of its last scene (see engine/print/scene-memo.ts): an edit
 * rebuilds only the parts it changed, and the parts it did not change are the same objects as
 * before, which tells the canvas what to redraw.
 */
import type { Language } from '../../engine/i18n';
import type { RectMm } from '../../engine/board/types';
import type { DisplayItem, PatternTile, PrintSource } from '../../engine/print';
import { boardKernelOf } from './board';
import { buildBoardScene } from '../../engine/print/board-scene';
import { PatternBook } from '../../engine/print/patterns';
import { SceneMemo } from '../../engine/print/scene-memo';
import type { Redrawn as SceneRedrawn, SceneSection } from '../../engine/print/scene-types';
import { loadScenario, sortProblems, type LoadResult, type Problem, type RulesetCatalog } from '../../engine/scenario';
import type { Scenario } from '../../engine/scenario/types';
import type { ScenarioData } from './openDocument';
import { loadOf } from './readScenario';
import type { ScenarioArtState } from './scenarioArt';
import { installedCatalog } from './rulesetCatalog';

export interface CanvasScene {
  readonly items: readonly DisplayItem[];
  /** The same items in runs by layer, for the view's layer toggles; absent, nothing can be hidden. */
  readonly sections?: readonly SceneSection[];
  readonly patterns: Readonly<Record<string, PatternTile>>;
  /** Side of a cell in mm (free and area boards: a counter's): the grid is left out where cells are a few pixels. */
  readonly unitMm?: number;
  /**
   * Where the terrain and labels changed since the previous scene of the board: their items are
   * redrawn as whole chunks, but only these cells look different. Absent: compare the items.
   */
  readonly redrawn?: { readonly cells: readonly RectMm[]; readonly chunked: ReadonlySet<DisplayItem> };
}

export interface CheckedScenario {
  readonly problems: readonly Problem[];
  /** Null while the scenario does not pass the schema: the canvas then shows the bare board. */
  readonly scene: CanvasScene | null;
  /** What printing needs; null while the scenario does not pass the schema. */
  readonly source: PrintSource | null;
}

/** The canvas draws everything; its view options hide layers without a rebuild. */
const CANVAS_SCENE_OPTIONS = { labels: true, showHidden: true, regionCells: 16 } as const;

/** One memo per board geometry object: edits keep that object, so they keep their board's memo. */
const memos = new WeakMap<object, SceneMemo>();

function memoOf(scenario: Scenario): SceneMemo {
  const geometry = scenario.board.geometry;
  let memo = memos.get(geometry);
  if (!memo) memos.set(geometry, (memo = new SceneMemo()));
  return memo;
}

/** The last scene of each document: its validation, following a scene drawn ahead, finds it built. */
const scenes = new WeakMap<Scenario, { readonly source: PrintSource; readonly scene: CanvasScene | null }>();

function sceneOf(source: PrintSource | null): CanvasScene | null {
  if (!source) return null;
  const last = scenes.get(source.scenario);
  if (last && last.source.ruleset === source.ruleset && last.source.language === source.language && last.source.art === source.art) return last.scene;
  const scene = buildScene(source);
  scenes.set(source.scenario, { source, scene });
  return scene;
}

function buildScene(source: PrintSource): CanvasScene | null {
  try {
    const patterns = new PatternBook();
    const scene = buildBoardScene(source, CANVAS_SCENE_OPTIONS, patterns, memoOf(source.scenario));
    const canvas: CanvasScene = { items: scene.items, sections: scene.sections, patterns: patterns.all(), unitMm: scene.unitMm };
    return scene.redrawn ? { ...canvas, redrawn: redrawnOf(source, scene.redrawn) } : canvas;
  } catch {
    // Semantic errors (a tile that does not exist ...) can leave nothing drawable: they are in the problems.
    return null;
  }
}

/** The boxes of the cells redrawn, and the chunks' items drawn anew for them. */
function redrawnOf(source: PrintSource, redrawn: SceneRedrawn): CanvasScene['redrawn'] {
  const kernel = boardKernelOf(source.scenario as unknown as ScenarioData);
  if (!kernel.ok || (kernel.kernel.kind !== 'square' && kernel.kernel.kind !== 'hex')) return undefined;
  const cellKernel = kernel.kernel;
  const boxes = redrawn.cells.map((index) => {
    const points = cellKernel.cellPolygonMm(cellKernel.cellAt(index));
    const xs = points.map((p) => p.x);
    const ys = points.map((p) => p.y);
    const x = Math.min(...xs);
    const y = Math.min(...ys);
    return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
  });
  return { cells: boxes, chunked: new Set(redrawn.items) };
}

/**
 * Validates the document being edited against the installed rulesets and builds its board scene. A
 * document just read from a file was validated while reading: that load is reused.
 */
export function checkScenario(scenario: ScenarioData, language: Language, catalog: RulesetCatalog = installedCatalog(), art?: ScenarioArtState): CheckedScenario {
  // A document checked ahead of its deferred validation is not checked twice.
  const last = checks.get(scenario);
  if (last && last.language === language && last.catalog === catalog && last.art === art) return last.result;
  const result = check(scenario, language, catalog, art);
  checks.set(scenario, { language, catalog, art, result });
  return result;
}

const checks = new WeakMap<ScenarioData, { language: Language; catalog: RulesetCatalog; art: ScenarioArtState | undefined; result: CheckedScenario }>();

function check(scenario: ScenarioData, language: Language, catalog: RulesetCatalog, art?: ScenarioArtState): CheckedScenario {
  const loaded: LoadResult = loadOf(scenario, catalog) ?? loadScenario(JSON.stringify(scenario), { catalog });
  // The scene is built from the document itself, not the copy the loader parsed: the document keeps
  // the objects an edit did not touch, and the scene's memo goes by them. Both have the same content.
  const source: PrintSource | null = loaded.scenario && loaded.ruleset ? { scenario: scenario as unknown as Scenario, ruleset: loaded.ruleset, language, ...(art && art.book.size > 0 ? { art: art.book } : {}) } : null;
  // Images that could not be read are problems of their own, with their path and reason.
  return { problems: sortProblems([...loaded.problems, ...(art?.problems ?? [])]), scene: sceneOf(source), source };
}

/**
 * An edit's board before the edit is validated again: the scene of the edited document with the
 * ruleset and problems of the last validation, so the board follows an edit in the frame after it
 * while validation (which reads the whole file) runs next. Only when the last validation passed the
 * schema and the edit kept the ruleset and its house rules (the same object); else null.
 */
export function checkAhead(last: CheckedScenario, validated: ScenarioData, scenario: ScenarioData, language: Language, art?: ScenarioArtState): CheckedScenario | null {
  if (!last.source || scenario === validated || scenario.ruleset !== validated.ruleset || last.source.language !== language) return null;
  const source: PrintSource = { ...last.source, scenario: scenario as unknown as Scenario, ...(art && art.book.size > 0 ? { art: art.book } : {}) };
  return { problems: last.problems, scene: sceneOf(source), source };
}
