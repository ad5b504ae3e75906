/** The count of house rules a scenario has, for the heading of the House rules panel. */
import { mergeOverrides, OVERRIDE_SECTIONS } from '../../../engine/scenario';
import type { Scenario } from '../../../engine/scenario/types';
import { gameDataOf } from '../../editor/edits/context';
import { changeCount } from './model';

/** How many places of the game's data the house rules change; undefined when none (or the game is not installed). */
export function houseRulesCount(scenario: Scenario): number {
  const base = gameDataOf(scenario);
  if (!base || !scenario.ruleset.overrides) return 0;
  const data = base as unknown as Readonly<Record<string, unknown>>;
  const effective = mergeOverrides(base, scenario.ruleset.overrides);
  return OVERRIDE_SECTIONS.reduce((sum, section) => sum + changeCount(data[section], effective[section]), 0);
}

export function houseRulesBadge(scenario: Scenario): string | undefined {
  const count = houseRulesCount(scenario);
  return count > 0 ? String(count) : undefined;
}
