/**
 * A refusal's parameters in the designer's words: the names of sides, units, zones and kinds where
 * the edit gave their ids ("at most 2 bomb tokens", not the id "bomb"), as problems are worded.
 */
import type { Language, MessageParams } from '../../../engine/i18n';
import { problemWords } from '../../../engine/scenario/problem-words';
import type { Scenario } from '../../../engine/scenario/types';
import { rulesetOf } from './context';
import type { Refusal } from './result';

export function refusalWords(refusal: Refusal, scenario: Scenario | null | undefined, language: Language): MessageParams {
  return scenario ? problemWords(refusal, scenario, rulesetOf(scenario), language) : refusal.params;
}
