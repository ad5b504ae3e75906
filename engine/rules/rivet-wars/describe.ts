/** Events, refusals and outcomes in words: ids in the parameters become names in the chosen language. */
import { LANGUAGES, listText, translate, type Language } from '../../i18n/index';
import { localized } from '../../scenario/localized';
import { cachedPer } from '../core/cache';
import { namesById } from '../core/presenter';
import type { GameEvent, Params } from '../core/types';
import { weaponsOf } from './common';
import { cardOf } from './cards';
// The ruleset's messages join the catalogs before anything is worded.
import './messages';
import type { RwFixed, RwGame } from './types';

const names = cachedPer((fixed: RwFixed) => {
  const named = (language: Language) => namesById(fixed.figures.map((figure) => ({ id: figure.id, name: localized(fixed.profiles[figure.profile]?.name ?? figure.id, language) })));
  return Object.fromEntries(LANGUAGES.map((language) => [language, named(language)])) as Record<Language, Map<string, string>>;
});

/** A figure's name: its profile's, numbered when the box holds several ("Rifleman 4"). */
export function unitName(fixed: RwFixed, id: string, language: Language): string {
  return names(fixed)[language].get(id) ?? id;
}

export function sideName(fixed: RwFixed, id: string, language: Language): string {
  const side = fixed.sides.find((candidate) => candidate.id === id);
  return side ? localized(side.name, language) : id;
}

export function stepName(fixed: RwFixed, step: string, language: Language): string {
  return Object.hasOwn(fixed.stepNames, step) ? localized(fixed.stepNames[step], language) : translate(language, `rivet-wars.step.${step}`);
}

export function cardName(fixed: RwFixed, id: string, language: Language): string {
  const card = cardOf(fixed, id);
  return card ? localized(card.name, language) : id;
}

export function profileName(fixed: RwFixed, id: string, language: Language): string {
  const profile = fixed.profiles.find((candidate) => candidate.id === id);
  return profile ? localized(profile.name, language) : id;
}

/** A word of the catalogue (`rivet-wars.direction.2`), or the id when it has none. */
function word(family: string, id: string | number, language: Language): string {
  const key = `rivet-wars.${family}.${id}`;
  const text = translate(language, key);
  return text === key ? String(id) : text;
}

const NAMERS: Readonly<Record<string, (fixed: RwFixed, value: string | number, language: Language, params: Params) => string | number>> = {
  unit: (fixed, value, language) => unitName(fixed, String(value), language),
  attacker: (fixed, value, language) => unitName(fixed, String(value), language),
  other: (fixed, value, language) => unitName(fixed, String(value), language),
  host: (fixed, value, language) => unitName(fixed, String(value), language),
  target: (fixed, value, language) => unitName(fixed, String(value), language),
  side: (fixed, value, language) => sideName(fixed, String(value), language),
  loser: (fixed, value, language) => sideName(fixed, String(value), language),
  sides: (fixed, value, language) => listText(language, String(value).split(',').map((id) => sideName(fixed, id, language))),
  // Each side's roll: "2 for Allies and 1 for Blight", never "2,1", which reads as a decimal in French.
  rolls: (fixed, value, language, params) => {
    const sides = String(params.sides ?? '').split(',');
    return listText(language, String(value).split(',').map((roll, index) => translate(language, 'rivet-wars.roll', { roll, side: sideName(fixed, sides[index] ?? '', language) })));
  },
  // The faces rolled ("5 2 1"), listed as the language lists numbers: "5, 2 and 1"; a count of dice stays a number.
  dice: (_fixed, value, language) => (typeof value === 'string' ? listText(language, value.split(' ').filter((face) => face !== '')) : value),
  card: (fixed, value, language) => cardName(fixed, String(value), language),
  profile: (fixed, value, language) => (value === '' ? '—' : profileName(fixed, String(value), language)),
  deck: (_fixed, value, language) => word('deck', value, language),
  step: (fixed, value, language) => stepName(fixed, String(value), language),
  expected: (_fixed, value, language) => word('decision', value === '' ? 'none' : value, language),
  direction: (_fixed, value, language) => word('direction', value, language),
  cells: (_fixed, value, language) => word('cells', value, language),
  to: (_fixed, value, language) => (value === '' ? translate(language, 'rivet-wars.offBoard') : String(value)),
  what: (fixed, value, language, params) => (value === 'attack' ? unitName(fixed, String(params.attacker ?? ''), language) : word('what', value, language)),
  weapon: (fixed, value, language) => {
    const [profileId, index] = String(value).split(':');
    const weapon = fixed.profiles.find((profile) => profile.id === profileId)?.weapons[Number(index)];
    return weapon ? localized(weapon.name, language) : String(value);
  },
};

export function nameParams(fixed: RwFixed, params: Params, language: Language): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    const namer = NAMERS[name];
    out[name] = namer ? namer(fixed, value, language, params) : value;
  }
  return out;
}

/** A message (event, refusal or outcome: anything with a key and parameters) in words. */
export function describe(fixed: RwFixed, message: Pick<GameEvent, 'key' | 'params'>, language: Language): string {
  return translate(language, message.key, nameParams(fixed, message.params, language));
}

/** The name of a unit's weapon in a game (its card's, then its plugs'). */
export function weaponName(fixed: RwFixed, game: RwGame, unit: number, weapon: number, language: Language): string {
  const info = weaponsOf(fixed, game, unit)[weapon];
  return info ? localized(info.name, language) : String(weapon);
}
