/**
 * What every part of the house rules panel shares: the game's data and the scenario's, the
 * interface language, the filter, and the edits (each one undo step through `onEdit`).
 */
import { createContext, useContext } from 'react';
import type { Language } from '../../../engine/i18n';
import { pointerOf } from '../../../engine/scenario/json-pointer';
import type { RulesetData, Scenario } from '../../../engine/scenario/types';
import type { EditResult } from '../../editor/edits';
import { houseRuleRefusal, resetHouseRule, setHouseRule, type Path } from '../../editor/edits/houseRules';
import type { Translate } from './format';

export interface HouseRules {
  readonly scenario: Scenario;
  /** The game's data (a built-in game's, or a variant's) without the scenario's house rules. */
  readonly base: RulesetData;
  /** The data with the house rules merged in, as the panel shows it (checked by validation). */
  readonly effective: Readonly<Record<string, unknown>>;
  readonly language: Language;
  readonly t: Translate;
  readonly onlyChanges: boolean;
  readonly onEdit: (result: EditResult) => void;
}

export const HouseRulesContext = createContext<HouseRules | null>(null);

export function useHouseRules(): HouseRules {
  const context = useContext(HouseRulesContext);
  if (!context) throw new Error('A house rules field is shown outside the House rules panel.');
  return context;
}

/** The pointer of a place of the ruleset data in the scenario (where its problems point). */
export const overridePointer = (path: Path): string => `/ruleset/overrides${pointerOf(...path)}`;

/** A DOM id for a place of the data. */
export const fieldId = (path: Path): string => `house-rule-${path.map((token) => token.replace(/[^A-Za-z0-9_-]/g, '_')).join('--')}`;

/** The edits a field makes, bound to the scenario shown. */
export function fieldEdits(rules: HouseRules, path: Path) {
  return {
    set: (value: unknown) => rules.onEdit(setHouseRule(rules.scenario, { path, value })),
    reset: () => rules.onEdit(resetHouseRule(rules.scenario, { path })),
    /** Why the value would be refused, in words; null when it would be accepted. */
    check: (value: unknown): string | null => {
      const refused = houseRuleRefusal(rules.scenario, path, value);
      return refused && !refused.ok ? rules.t(refused.refusal.key, refused.refusal.params) : null;
    },
  };
}
