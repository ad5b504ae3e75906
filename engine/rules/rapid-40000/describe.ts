/** Events, refusals and outcomes in words: ids and indices in the parameters become names in the chosen language. */
import { LANGUAGES, listText, numberText, translate, type Language } from '../../i18n/index';
import { localized } from '../../scenario/localized';
import { cachedPer } from '../core/cache';
import { namesById } from '../core/presenter';
import type { Params } from '../core/types';
// The ruleset's messages join the catalogs before anything is worded.
import './messages';
import { CI, MM_PER_CI, type Fixed } from './types';

const names = cachedPer((fixed: Fixed) => {
  const named = (language: Language) => namesById(fixed.units.map((unit) => ({ id: unit.id, name: localized(unit.name, language, unit.id) })));
  return Object.fromEntries(LANGUAGES.map((language) => [language, named(language)])) as Record<Language, Map<string, string>>;
});

/** A unit's name as the scenario gives it (numbered when two share one). */
export function unitName(fixed: Fixed, id: string, language: Language): string {
  return names(fixed)[language].get(id) ?? id;
}

export function sideName(fixed: Fixed, side: string, language: Language): string {
  const index = fixed.sides.indexOf(side);
  return index < 0 ? side : localized(fixed.sideNames[index], language, side);
}

/** A length of the table in ci, in the table's own unit: 5.8″ or 147 mm. */
export function lengthText(fixed: Fixed, ci: number, language: Language): string {
  if (fixed.unit === 'mm') return `${numberText(language, Math.round(ci * MM_PER_CI), 0)} mm`;
  return `${numberText(language, ci / CI, 1)}″`;
}

/** A word of a family of the catalogue (`rapid-40000.test.rally`), or the id when the family lacks it. */
function word(family: string, id: string, language: Language): string {
  const key = `rapid-40000.${family}.${id}`;
  const text = translate(language, key);
  return text === key ? id : text;
}

function unitOf(fixed: Fixed, id: string | number | undefined): number {
  return fixed.units.findIndex((unit) => unit.id === id);
}

/** The parameters of a message with names in place of ids. */
export function nameParams(fixed: Fixed, params: Params, language: Language): Record<string, string | number> {
  const out: Record<string, string | number> = { ...params };
  for (const [key, value] of Object.entries(params)) {
    const text = String(value);
    switch (key) {
      case 'unit':
      case 'target':
      case 'team':
        out[key] = unitName(fixed, text, language);
        break;
      case 'side':
        out[key] = sideName(fixed, text, language);
        break;
      case 'model': {
        const model = fixed.units[unitOf(fixed, params.unit)]?.models[Number(value)];
        out[key] = model ? localized(model.name, language) : text;
        break;
      }
      case 'weapon': {
        const weapon = fixed.weapons[Number(value)];
        out[key] = weapon ? localized(weapon.name, language) : text;
        break;
      }
      // The faces rolled ("6 4 1"), listed as the language lists numbers: "6, 4 and 1"; a roll with
      // its total beside it says what was added to the faces ("6, 4 and 1 + 3", then "→ 14").
      case 'dice':
      case 'attackDice':
      case 'defenceDice': {
        const faces = text.split(' ').filter((face) => face !== '');
        const total = params[key === 'attackDice' ? 'attack' : key === 'defenceDice' ? 'defence' : ''];
        const added = typeof total === 'number' ? total - faces.reduce((sum, face) => sum + Number(face), 0) : 0;
        out[key] = (faces.length > 0 ? listText(language, faces) : '—') + (added > 0 ? ` + ${added}` : added < 0 ? ` \u2212 ${-added}` : '');
        break;
      }
      case 'distance':
      case 'x':
      case 'y':
        out[key] = typeof value === 'number' ? lengthText(fixed, value, language) : text;
        break;
      case 'heading':
        out[key] = translate(language, `rapid-40000.compass.${text}`);
        break;
      case 'test':
      case 'reason':
      case 'kind':
      case 'which':
        out[key] = word(key, text, language);
        break;
      case 'expected':
        out[key] = word('decision', text === '' ? 'none' : text, language);
        break;
      case 'objective': {
        const name = fixed.objectives.find((objective) => objective.id === text)?.name;
        out[key] = name === undefined ? text : localized(name, language);
        break;
      }
    }
  }
  return out;
}

export function describe(fixed: Fixed, message: { readonly key: string; readonly params: Params }, language: Language): string {
  return translate(language, message.key, nameParams(fixed, message.params, language));
}
