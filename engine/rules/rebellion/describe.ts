/** Events, refusals and outcomes in words: ids and indices in the parameters become names in the chosen language. */
import { listText, translate, type Language } from '../../i18n/index';
import { localized } from '../../scenario/localized';
import type { Params } from '../core/types';
// The ruleset's messages join the catalogs before anything is worded.
import './messages';
import type { RebFixed } from './types';

export function systemName(fixed: RebFixed, id: string, language: Language): string {
  if (id === '@base') return translate(language, 'rebellion.base');
  return fixed.systems.find((system) => system.id === id)?.name ?? id;
}

export function profileName(fixed: RebFixed, id: string, language: Language): string {
  const profile = fixed.profiles.find((candidate) => candidate.id === id);
  return profile ? localized(profile.name, language, id) : id;
}

export function leaderName(fixed: RebFixed, id: string, language: Language): string {
  const leader = fixed.leaders.find((candidate) => candidate.id === id);
  return leader ? localized(leader.name, language, id) : id;
}

export function cardName(fixed: RebFixed, card: number, language: Language): string {
  const def = fixed.cards[card];
  return def ? localized(def.name, language, def.id) : translate(language, 'rebellion.hiddenCard');
}

export function sideName(fixed: RebFixed, id: string, language: Language): string {
  const camp = fixed.sides.indexOf(id);
  return camp >= 0 ? localized(fixed.sideNames[camp], language, id) : id === '' ? translate(language, 'rebellion.nobody') : id;
}

type Namer = (fixed: RebFixed, value: string | number, language: Language) => string | number;

const NAMERS: Readonly<Record<string, Namer>> = {
  side: (fixed, value, language) => sideName(fixed, String(value), language),
  loyalty: (fixed, value, language) => sideName(fixed, String(value), language),
  opponent: (fixed, value, language) => sideName(fixed, String(value), language),
  system: (fixed, value, language) => systemName(fixed, String(value), language),
  from: (fixed, value, language) => systemName(fixed, String(value), language),
  to: (fixed, value, language) => systemName(fixed, String(value), language),
  on: (fixed, value, language) => (value === '' ? '' : translate(language, 'rebellion.target', { system: systemName(fixed, String(value), language) })),
  systems: (fixed, value, language) => listText(language, String(value).split(',').filter((id) => id !== '').map((id) => systemName(fixed, id, language))),
  profile: (fixed, value, language) => profileName(fixed, String(value), language),
  leader: (fixed, value, language) => leaderName(fixed, String(value), language),
  leaders: (fixed, value, language) => listText(language, String(value).split(',').filter((id) => id !== '').map((id) => leaderName(fixed, id, language))),
  card: (fixed, value, language) => cardName(fixed, Number(value), language),
  theatre: (_fixed, value, language) => translate(language, `rebellion.theatre.${Number(value) === 1 ? 1 : 0}`),
  expected: (_fixed, value, language) => translate(language, value === '' ? 'rebellion.decision.none' : `rebellion.decision.${String(value)}`),
  die: (_fixed, value, language) => translate(language, `rebellion.die.${String(value)}`),
};

export function nameParams(fixed: RebFixed, params: Params, language: Language): Record<string, string | number> {
  const named: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    const namer = NAMERS[name];
    named[name] = namer ? namer(fixed, value, language) : value;
  }
  return named;
}

/** A message (event, refusal or outcome: anything with a key and parameters) in words. */
export function describe(fixed: RebFixed, message: { readonly key: string; readonly params: Params }, language: Language): string {
  // A system that turns neutral sides with nobody, and units deployed in the hidden base (no system to name): sentences of their own.
  const key =
    message.key === 'rebellion.event.loyalty' && message.params.loyalty === ''
      ? 'rebellion.event.neutral'
      : message.key === 'rebellion.event.deployed' && message.params.system === '@base'
        ? 'rebellion.event.deployedAtBase'
        : message.key;
  return translate(language, key, nameParams(fixed, message.params, language));
}
