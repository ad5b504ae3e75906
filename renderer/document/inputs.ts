/** A document as the rules take it, and the document as it was last saved. */
import type { ScenarioInput } from '../../engine/rules';
import { hasErrors, loadScenario } from '../../engine/scenario';
import type { History } from './history';
import type { ScenarioData } from './openDocument';
import { installedCatalog } from './rulesetCatalog';

/** The scenario and its ruleset data with house rules, when the document validates without errors; else null. */
export function loadInputOf(document: ScenarioData | null): ScenarioInput | null {
  if (!document) return null;
  const loaded = loadScenario(JSON.stringify(document), { catalog: installedCatalog() });
  return loaded.scenario && loaded.ruleset && !hasErrors(loaded.problems) ? { scenario: loaded.scenario, ruleset: loaded.ruleset } : null;
}

/** The snapshot last saved, where the history still holds it; null when it left the history. */
export function savedSnapshot<T>(history: History<T>): T | null {
  const at = history.savedAt;
  if (at === null) return null;
  if (at < history.past.length) return history.past[at] as T;
  if (at === history.past.length) return history.present;
  return history.future[at - history.past.length - 1] ?? null;
}
