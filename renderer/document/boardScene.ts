/** What the canvas draws of a scenario: the print engine's own board scene, so screen and paper agree. */
import type { Language } from '../../engine/i18n';
import type { DisplayItem, PatternTile } from '../../engine/print';
import { buildBoardScene } from '../../engine/print/board-scene';
import { PatternBook } from '../../engine/print/patterns';
import { loadScenario, sortProblems, type LoadResult, type Problem } from '../../engine/scenario';
import type { ScenarioData } from './openDocument';

export interface CanvasScene {
  readonly items: readonly DisplayItem[];
  readonly patterns: Readonly<Record<string, PatternTile>>;
}

export interface CheckedScenario {
  readonly problems: readonly Problem[];
  /** Null while the scenario does not pass the schema: the canvas then shows the bare board. */
  readonly scene: CanvasScene | null;
}

function sceneOf(loaded: LoadResult, language: Language): CanvasScene | null {
  if (!loaded.scenario || !loaded.ruleset) return null;
  try {
    const patterns = new PatternBook();
    const scene = buildBoardScene({ scenario: loaded.scenario, ruleset: loaded.ruleset, language }, { labels: true, showHidden: true }, patterns);
    return { items: scene.items, patterns: patterns.all() };
  } catch {
    // Semantic errors (a tile that does not exist ...) can leave nothing drawable: they are in the problems.
    return null;
  }
}

/** Validates the document being edited and builds its board scene. */
export function checkScenario(scenario: ScenarioData, language: Language): CheckedScenario {
  const loaded = loadScenario(JSON.stringify(scenario));
  return { problems: sortProblems(loaded.problems), scene: sceneOf(loaded, language) };
}
