/** Events, refusals and outcomes in words: ids in the parameters become names in the chosen language. */
import { LANGUAGES, translate, type Language } from '../../i18n/index';
import { localized } from '../../scenario/localized';
import { cachedPer } from '../core/cache';
import { namesById } from '../core/presenter';
import type { GameEvent, Params } from '../core/types';
// The ruleset's messages join the catalogs before anything is worded.
import './messages';
import type { R6Fixed } from './types';


const names = cachedPer((fixed: R6Fixed) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, namesById(fixed.units.map((unit) => ({ id: unit.id, side: unit.side, name: localized(unit.name, language) })))])) as Record<Language, Map<string, string>>,
);

/** An agent's name, numbered when its side has several of that name ("Attacking agent 2"). */
export function unitName(fixed: R6Fixed, id: string, language: Language): string {
  return names(fixed)[language].get(id) ?? id;
}

function cardName(fixed: R6Fixed, id: string, language: Language): string {
  for (const catalogue of Object.values(fixed.cards)) {
    if (Object.hasOwn(catalogue, id)) return localized(catalogue[id]?.name, language);
  }
  return id;
}

function phaseName(fixed: R6Fixed, id: string, language: Language): string {
  return Object.hasOwn(fixed.phaseNames, id) ? localized(fixed.phaseNames[id], language) : translate(language, `r6-onboard.phase.${id}`);
}

/** A side's name, or a player's ("Attackers, player 2") when the value is the id of a player's hand. */
function sideName(fixed: R6Fixed, id: string, language: Language): string {
  if (Object.hasOwn(fixed.sideNames, id)) return localized(fixed.sideNames[id], language);
  const player = fixed.players?.find((candidate) => candidate.id === id);
  if (!player || !Object.hasOwn(fixed.sideNames, player.side)) return id;
  return translate(language, 'r6-onboard.player', { side: localized(fixed.sideNames[player.side], language), number: player.number });
}

/** An objective (its index) by the name of its zone, else by its cell. */
function siteName(fixed: R6Fixed, value: string, language: Language): string {
  const objective = fixed.objectives[Number(value)];
  if (!objective) return value;
  return objective.name ? localized(objective.name, language) : objective.label;
}

const NAMERS: Readonly<Record<string, (fixed: R6Fixed, value: string, language: Language) => string>> = {
  site: siteName,
  unit: unitName,
  target: unitName,
  card: cardName,
  cards: (fixed, value, language) => (value === '' ? translate(language, 'r6-onboard.noCards') : value.split(',').map((card) => cardName(fixed, card, language)).join(', ')),
  side: sideName,
  phase: phaseName,
  expected: (_fixed, value, language) => (value === '' ? translate(language, 'r6-onboard.decision.none') : translate(language, `r6-onboard.decision.${value}`)),
  // "C4-C5": the cells either side of a door, window or wall.
  edge: (_fixed, value, language) => {
    const [a, b] = value.split('-');
    return b === undefined ? translate(language, 'r6-onboard.edgeAt', { cell: a ?? value }) : translate(language, 'r6-onboard.edgeBetween', { a: a ?? '', b });
  },
  counter: (_fixed, value, language) => translate(language, `r6-onboard.counter.${value}`),
  kind: (fixed, value, language) => (Object.hasOwn(fixed.edgeNames, value) ? localized(fixed.edgeNames[value], language).toLowerCase() : value),
};

export function nameParams(fixed: R6Fixed, params: Params, language: Language): Record<string, string | number> {
  const named: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    const namer = NAMERS[name];
    named[name] = namer && typeof value === 'string' ? namer(fixed, value, language) : value;
  }
  return named;
}

/** A message (event, refusal or outcome: anything with a key and parameters) in words. */
export function describe(fixed: R6Fixed, message: Pick<GameEvent, 'key' | 'params'>, language: Language): string {
  return translate(language, message.key, nameParams(fixed, message.params, language));
}
