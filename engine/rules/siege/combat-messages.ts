/**
 * How a melee or a shot was resolved, as messages of engine/i18n: a key and plain parameters (ids
 * and numbers). `combatMessageText` words one in either language, turning weapon, range band and
 * cover ids into names.
 */
import { translate, type Language } from '../../i18n/index';
import type { Params } from '../core/types';
// The keys this module produces must translate wherever they travel.
import './messages';

export interface CombatMessage {
  readonly key: string;
  readonly params: Params;
}

export function message(key: string, params: Params = {}): CombatMessage {
  return { key, params };
}

/** Parameters holding an id, and the catalogue family that names it. */
const NAMED: Readonly<Record<string, string>> = {
  weapon: 'siege.weapon',
  band: 'siege.band',
  cover: 'siege.cover',
  coverColumn: 'siege.cover',
};

/** A weapon, band or cover id in words; the id itself when a house rule added one with no name. */
function nameOf(family: string, id: string, language: Language): string {
  const key = `${family}.${id}`;
  const name = translate(language, key);
  return name === key ? id : name;
}

export function combatMessageText(combat: CombatMessage, language: Language): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(combat.params)) {
    const family = NAMED[name];
    params[name] = family && typeof value === 'string' ? nameOf(family, value, language) : value;
  }
  return translate(language, combat.key, params);
}
