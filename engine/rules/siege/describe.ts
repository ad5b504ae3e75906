/** Events, refusals and outcomes in words: ids in the parameters become names in the chosen language. */
import { LANGUAGES, listText, translate, type Language } from '../../i18n/index';
import { capitalized, localized } from '../../scenario/localized';
import { cachedPer } from '../core/cache';
import { namesById } from '../core/presenter';
import type { GameEvent, Params } from '../core/types';
// The ruleset's messages join the catalogs before anything is worded.
import './messages';
import { ENGINE_KINDS, type SiegeFixed } from './types';

const names = cachedPer((fixed: SiegeFixed) => {
  const units = new Map(fixed.source.scenario.sides.flatMap((side) => (side.units ?? []).map((unit) => [unit.id, unit] as const)));
  const named = (language: Language) =>
    namesById(
      fixed.figures.map((figure) => {
        const own = units.get(figure.id)?.name;
        return { id: figure.id, side: figure.side, name: own !== undefined ? localized(own, language) : localized(figure.name, language) };
      }),
    );
  return Object.fromEntries(LANGUAGES.map((language) => [language, named(language)])) as Record<Language, Map<string, string>>;
});

/**
 * A figure's name: the scenario's own name for it, else its profile's, numbered when its side has
 * several of that name, so that the six soldiers of a side can be told apart ("Soldier 4").
 */
export function figureName(fixed: SiegeFixed, id: string, language: Language): string {
  return names(fixed)[language].get(id) ?? id;
}

function stepName(fixed: SiegeFixed, id: string, language: Language): string {
  return Object.hasOwn(fixed.stepNames, id) ? localized(fixed.stepNames[id], language) : translate(language, `siege.step.${id}`);
}

/** A name from a family of the catalogue (`siege.cover.strong`), or the id when the family lacks it. */
function named(family: string, id: string, language: Language): string {
  const key = `${family}.${id}`;
  const text = translate(language, key);
  return text === key ? id : text;
}

/** "combat-foot:D" -> the legend of code D in that table. */
function resultName(fixed: SiegeFixed, value: string, language: Language): string {
  const colon = value.lastIndexOf(':');
  const table = value.slice(0, colon);
  const code = value.slice(colon + 1);
  const legend = Object.hasOwn(fixed.legends, table) ? fixed.legends[table] : undefined;
  return legend && Object.hasOwn(legend, code) ? localized(legend[code], language) : code;
}

/**
 * A siege engine as a sentence names it, with its article: « la tour de siège », « le bélier »,
 * « l’écran de siège », "the ram" (`siege.engine.<kind>` in the catalogue, so that French gets the
 * gender of each kind right), followed by its counter's label when the scenario gives it one
 * (« la tour de siège A »). The catalogue's phrase is written for the kind's name in the ruleset: a
 * house rule that renames the kind gets a phrase of its own, « l’engin « Tortue » », whose article
 * and gender hold whatever the name. A parameter that names no counter (an unknown id) is left as
 * it is.
 */
function engineName(fixed: SiegeFixed, id: string, language: Language): string {
  const token = fixed.source.scenario.board.tokens?.find((candidate) => candidate.id === id);
  if (!token) return id;
  const kind = fixed.source.ruleset.tokens?.[token.kind];
  const name = kind ? localized(kind.name, language) : token.kind;
  const phrase = ENGINE_KINDS.some((engine) => engine === token.kind) ? translate(language, `siege.engine.${token.kind}`) : '';
  const named = isPhraseOf(phrase, name, language) ? phrase : translate(language, 'siege.engine.other', { name });
  return token.label === undefined ? named : translate(language, 'siege.engine.labelled', { engine: named, label: localized(token.label, language) });
}

/** Whether `phrase` is `name` behind an article alone (« le bélier », « l’écran de siège », "the ram"), whatever their capitals. */
function isPhraseOf(phrase: string, name: string, language: Language): boolean {
  const text = phrase.toLocaleLowerCase(language);
  const own = name.trim().toLocaleLowerCase(language);
  return own !== '' && text.endsWith(own) && /^(?:\S*[\s’'])?$/u.test(text.slice(0, text.length - own.length));
}

const NAMERS: Readonly<Record<string, (fixed: SiegeFixed, value: string, language: Language) => string>> = {
  engine: engineName,
  unit: figureName,
  target: figureName,
  // Several figures as the language lists them: « Soldat 1, Soldat 2 et Soldat 3 ».
  units: (fixed, value, language) => listText(language, value.split(',').map((id) => figureName(fixed, id, language))),
  targets: (fixed, value, language) => listText(language, value.split(',').map((id) => figureName(fixed, id, language))),
  side: (fixed, value, language) => (Object.hasOwn(fixed.sideNames, value) ? localized(fixed.sideNames[value], language) : value),
  step: stepName,
  phase: (fixed, value, language) => {
    const colon = value.lastIndexOf(':');
    return colon < 0 ? translate(language, `siege.step.${value}`) : stepName(fixed, value.slice(colon + 1), language);
  },
  expected: (_fixed, value, language) => translate(language, value === '' ? 'siege.decision.none' : `siege.decision.${value}`),
  weapon: (_fixed, value, language) => named('siege.weapon', value, language),
  band: (_fixed, value, language) => named('siege.band', value, language),
  cover: (_fixed, value, language) => named('siege.cover', value, language),
  coverColumn: (_fixed, value, language) => named('siege.cover', value, language),
  reason: (_fixed, value, language) => (value === '' ? '' : named('siege.sight', value, language)),
  result: resultName,
};

/**
 * The parameters in words. An engine comes twice: `{{engine}}` within a sentence (« pousser la tour
 * de siège ») and `{{Engine}}` to open one (« La tour de siège est en feu »).
 */
export function nameParams(fixed: SiegeFixed, params: Params, language: Language): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    const namer = NAMERS[name];
    out[name] = namer && typeof value === 'string' ? namer(fixed, value, language) : value;
  }
  if (typeof out.engine === 'string') out.Engine = capitalized(out.engine, language);
  return out;
}

/** A message (event, refusal or outcome: anything with a key and parameters) in words. */
export function describe(fixed: SiegeFixed, message: Pick<GameEvent, 'key' | 'params'>, language: Language): string {
  return translate(language, message.key, nameParams(fixed, message.params, language));
}
