/**
 * Help text for the panels' fields, written for designers (what the field changes in the game, in
 * the game's words), in French and English. Keyed by where the field is: a scenario field by its
 * place in the file with the list positions left out ("victory.turns"), an inspector field by the
 * kind of item and the field ("token.hidden").
 */
import type { Language } from '../../engine/i18n';
import { parsePointer } from '../../engine/scenario/json-pointer';
import english from './help.en.json';
import french from './help.fr.json';

const HELP: Readonly<Record<Language, Readonly<Record<string, string>>>> = { en: english, fr: french };

/** The key of a scenario field's help: its place in the file, without list positions or the ids of a side's resources or of a starting track. */
export function helpKey(pointer: string): string | undefined {
  const tokens = parsePointer(pointer);
  if (!tokens) return undefined;
  const kept = tokens.filter((token, i) => !/^(0|[1-9]\d*)$/.test(token) && !(tokens[i - 1] === 'resources' || (tokens[i - 1] === 'tracks' && tokens[i - 2] === 'setup')));
  return kept.join('.');
}

/** The help of a field: `key` as helpKey gives it, or "<kind>.<field>" for the inspector; undefined when there is none. */
export function fieldHelp(key: string | undefined, language: Language): string | undefined {
  if (key === undefined) return undefined;
  const texts = HELP[language];
  return Object.hasOwn(texts, key) ? texts[key] : undefined;
}

/** The help of a scenario field at `pointer`. */
export const pointerHelp = (pointer: string, language: Language): string | undefined => fieldHelp(helpKey(pointer), language);
