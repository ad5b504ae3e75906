/**
 * The last check of edits whose values are typed by the user (titles, colours, numbers, victory
 * rows): the result must still pass the scenario schema, or the edit is refused with the schema's
 * own message. Board edits are checked by their own rules instead: this pass reads the whole file.
 */
import { validateScenario } from '../../../engine/scenario/generated/validators.js';
import { problemsFromSchemaErrors } from '../../../engine/scenario/schema-errors';
import type { Scenario } from '../../../engine/scenario/types';
import { accept, refuse, type EditResult } from './result';

export function acceptIfValid(before: Scenario, after: Scenario): EditResult {
  if (after === before) return accept(before);
  if (validateScenario(after)) return accept(after);
  const problem = problemsFromSchemaErrors(validateScenario.errors ?? [])[0];
  return problem ? refuse(problem.key, { ...problem.params, pointer: problem.pointer }) : refuse('edit.invalidValue');
}
