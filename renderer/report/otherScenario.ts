/**
 * Another scenario file to compare the edited one with, and when it cannot be, why: its first error
 * in the designer's words (where in the file, for text that is not JSON), another game, other sides.
 */
import type { TFunction } from 'i18next';
import type { Language } from '../../engine/i18n';
import { hasErrors, problemInWords, type Problem } from '../../engine/scenario';
import { localized } from '../../engine/scenario/localized';
import type { ScenarioInput } from '../../engine/rules';
import { loadInputOf } from '../document/inputs';
import type { ReadResult } from '../document/readScenario';

export type OtherScenario = { readonly ok: true; readonly input: ScenarioInput } | { readonly ok: false; readonly reason: string };

const sidesOf = (input: ScenarioInput) => input.scenario.sides.map((side) => side.id).join(',');

function errorText(problem: Problem, document: unknown, t: TFunction, language: Language): string {
  const words = problemInWords(problem, document, undefined, language);
  return problem.text ? t('report.otherAt', { line: problem.text.line, column: problem.text.column, problem: words }) : words;
}

export function otherScenario(read: ReadResult, current: ScenarioInput, t: TFunction, language: Language): OtherScenario {
  if (!read.ok) {
    const first = read.problems.find((problem) => problem.severity === 'error');
    return { ok: false, reason: read.identity || !first ? t('report.otherNotScenario') : errorText(first, undefined, t, language) };
  }
  const input = loadInputOf(read.scenario);
  if (!input) {
    const first = hasErrors(read.problems) ? read.problems.find((problem) => problem.severity === 'error') : undefined;
    return { ok: false, reason: first ? errorText(first, read.scenario, t, language) : t('report.otherNotScenario') };
  }
  if (input.scenario.ruleset.id !== current.scenario.ruleset.id) {
    return { ok: false, reason: t('report.otherGame', { game: localized(input.ruleset.name, language, input.ruleset.id), ours: localized(current.ruleset.name, language, current.ruleset.id) }) };
  }
  if (sidesOf(input) !== sidesOf(current)) return { ok: false, reason: t('report.otherSides') };
  return { ok: true, input };
}
