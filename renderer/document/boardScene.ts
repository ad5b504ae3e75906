/** What the canvas draws of a scenario: the print engine's own board scene, so screen and paper agree. */
import type { Language } from '../../engine/i18n';
import type { DisplayItem, PatternTile, PrintSource } from '../../engine/print';
import { buildBoardScene } from '../../engine/print/board-scene';
import { PatternBook } from '../../engine/print/patterns';
import { loadScenario, sortProblems, type Problem } from '../../engine/scenario';
import type { ScenarioData } from './openDocument';

export interface CanvasScene {
  readonly items: readonly DisplayItem[];
  readonly patterns: Readonly<Record<string, PatternTile>>;
}

export interface CheckedScenario {
  readonly problems: readonly Problem[];
  /** Null while the scenario does not pass the schema: the canvas then shows the bare board. */
  readonly scene: CanvasScene | null;
  /** What printing needs; null while the scenario does not pass the schema. */
  readonly source: PrintSource | null;
}

function sceneOf(source: PrintSource | null): CanvasScene | null {
  if (!source) return null;
  try {
    const patterns = new PatternBook();
    const scene = buildBoardScene(source, { labels: true, showHidden: true }, patterns);
    return { items: scene.items, patterns: patterns.all() };
  } catch {
    // Semantic errors (a tile that does not exist ...) can leave nothing drawable: they are in the problems.
    return null;
  }
}

/** Validates the document being edited and builds its board scene. */
export function checkScenario(scenario: ScenarioData, language: Language): CheckedScenario {
  const loaded = loadScenario(JSON.stringify(scenario));
  const source = loaded.scenario && loaded.ruleset ? { scenario: loaded.scenario, ruleset: loaded.ruleset, language } : null;
  return { problems: sortProblems(loaded.problems), scene: sceneOf(source), source };
}
