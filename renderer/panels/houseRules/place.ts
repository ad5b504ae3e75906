/**
 * Where a problem of the house rules lies, in a designer's words: "House rules › Tables › Combat
 * against figures on foot › Die roll 7 › Odds 3-1" for `/ruleset/overrides/tables/combat-foot/rows/6/results/2`.
 */
import type { Language } from '../../../engine/i18n';
import { localized, mergeOverrides } from '../../../engine/scenario';
import { parsePointer } from '../../../engine/scenario/json-pointer';
import type { LocalizedText, RulesetOverrides } from '../../../engine/scenario/types';
import { installedCatalog } from '../../document/rulesetCatalog';
import type { Translate } from './format';
import { controlOf, valueAt } from './model';
import { childNode, deref, nodeAt } from './rulesetSchema';

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The words of a pointer into the house rules; null for any other pointer (or a ruleset not installed). */
export function houseRulePlace(pointer: string, document: unknown, t: Translate, language: Language): string | null {
  const tokens = parsePointer(pointer);
  if (!tokens || tokens[0] !== 'ruleset' || tokens[1] !== 'overrides') return null;
  const reference = isRecord(document) && isRecord(document.ruleset) ? document.ruleset : {};
  const base = typeof reference.id === 'string' ? installedCatalog().rulesets.get(reference.id) : undefined;
  if (!base) return null;
  const data = mergeOverrides(base, isRecord(reference.overrides) ? (reference.overrides as RulesetOverrides) : undefined);
  const path = tokens.slice(2);
  const words = [t('panels.houseRules.title')];
  for (let i = 0; i < path.length; i++) {
    const token = path[i] as string;
    const parent = path.slice(0, i);
    const parentNode = nodeAt(parent);
    const schema = parentNode ? deref(parentNode) : undefined;
    const value = valueAt(data, [...parent, token]);
    // A table's rows and results are named by their own words (Die roll 7, Odds 3-1).
    const inGrid = (token === 'rows' || token === 'results') && i + 1 < path.length && path[0] === 'tables';
    if (i === 0) words.push(t(`houseRules.section.${token}`, { defaultValue: token }));
    else if (inGrid) continue;
    else if (schema?.properties && Object.hasOwn(schema.properties, token)) words.push(t(`houseRules.field.${token}`, { defaultValue: token }));
    else if (parent.at(-1) === 'rows' && isRecord(value) && typeof value.key === 'string') {
      const table = valueAt(data, parent.slice(0, -1));
      words.push(`${isRecord(table) && table.rowsName !== undefined ? localized(table.rowsName as LocalizedText, language) : t('houseRules.table.row')} ${value.key}`);
    } else if (parent.at(-1) === 'results') {
      const table = valueAt(data, parent.slice(0, -3));
      const column = isRecord(table) && Array.isArray(table.columns) ? table.columns[Number(token)] : undefined;
      words.push(`${isRecord(table) && table.columnsName !== undefined ? localized(table.columnsName as LocalizedText, language) : t('houseRules.table.column')} ${String(column ?? Number(token) + 1)}`);
    } else if (Array.isArray(valueAt(data, parent))) words.push(t('houseRules.item', { number: Number(token) + 1 }));
    else if (isRecord(value) && value.name !== undefined) words.push(localized(value.name as LocalizedText, language, token));
    else {
      const control = parentNode && childNode(parentNode, token) ? controlOf(parentNode, parent, data, language) : null;
      words.push(control?.kind === 'map' ? (control.keys?.find((key) => key.id === token)?.label ?? token) : token);
    }
  }
  return words.join(' › ');
}
