/**
 * A problem in a designer's words: the ids its message names (sides, zones, units, token kinds,
 * unit profiles, factions, the game) become the names the designer gave them or the game gives
 * them, and a kind of board becomes a word. Works on any document, valid or not: what cannot be
 * found keeps the id the file has.
 */
import { numberText, translate, type Language, type MessageParams } from '../i18n/index';
import { inSentence, localized } from './localized';
import { own } from './lookup';
import { quotedIn, type Problem } from './problems';
import type { LocalizedText, RulesetData } from './types';

type Data = Readonly<Record<string, unknown>>;
const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

/** The messages whose `kind` is a kind of board, not a token or wall kind. */
const BOARD_KIND_MESSAGES = new Set([
  'problem.tile.needsCells',
  'problem.area.needsAreaBoard',
  'problem.edge.needsCells',
  'problem.place.areaNeedsAreaBoard',
  'problem.place.cellOnContinuousBoard',
  'problem.place.pointNeedsFreeBoard',
  'problem.zone.roomNeedsCells',
  'problem.board.kindNotSupported',
]);

function nameIn(entries: readonly unknown[], id: unknown, language: Language, field = 'name'): string | undefined {
  const entry = entries.find((candidate) => isRecord(candidate) && candidate.id === id);
  if (!isRecord(entry)) return undefined;
  const name = entry[field];
  return typeof name === 'string' || isRecord(name) ? localized(name as LocalizedText, language) || undefined : undefined;
}

const kindName = (record: Readonly<Record<string, { readonly name?: LocalizedText }>> | undefined, id: string, language: Language) => {
  const kind = own(record, id);
  return kind?.name !== undefined ? localized(kind.name, language, id) : undefined;
};

/** The problem's parameters with names in place of ids. */
export function problemWords(problem: Pick<Problem, 'key' | 'params'>, document: unknown, ruleset: RulesetData | undefined, language: Language): MessageParams {
  const doc = isRecord(document) ? document : {};
  const board = isRecord(doc.board) ? doc.board : {};
  const sides = list(doc.sides);
  const zones = list(board.zones);
  const units = sides.flatMap((side) => (isRecord(side) ? list(side.units) : []));
  const params: Record<string, string | number> = { ...problem.params };
  const swap = (key: string, name: (id: string) => string | undefined) => {
    const value = params[key];
    if (typeof value !== 'string') return;
    const found = name(value);
    if (found) params[key] = found;
  };
  const side = (id: string) => nameIn(sides, id, language);
  const profile = (id: string) => kindName(ruleset?.unitProfiles, id, language);
  const family = problem.key.split('.')[1];
  swap('side', side);
  if (family !== 'tile') swap('other', side);
  swap('zone', (id) => nameIn(zones, id, language));
  swap('unit', (id) => {
    const unit = units.find((candidate) => isRecord(candidate) && candidate.id === id);
    if (!isRecord(unit)) return undefined;
    return nameIn([unit], id, language) ?? (typeof unit.profile === 'string' ? profile(unit.profile) : undefined);
  });
  swap('profile', profile);
  swap('terrain', (id) => kindName(ruleset?.terrain, id, language));
  // A way of moving reads inside a sentence: « à cheval », "mounted".
  swap('mode', (id) => {
    const name = own(ruleset?.movementModes, id)?.name;
    return name === undefined ? undefined : localized(name, language, id).toLocaleLowerCase(language);
  });
  swap('faction', (id) => kindName(ruleset?.factions, id, language));
  swap('ruleset', (id) => (ruleset && ruleset.id === id ? localized(ruleset.name, language, id) : undefined));
  if (BOARD_KIND_MESSAGES.has(problem.key)) {
    swap('kind', (id) => translate(language, `problem.word.board.${id}`));
    if (typeof params.allowed === 'string') {
      params.allowed = params.allowed.replace(/“(\w+)”/g, (whole, id: string) => `“${translate(language, `problem.word.board.${id}`)}”`);
    }
  } else {
    // A piece's kind reads inside a sentence: « Ce pion piège », "This door".
    const kinds = family === 'edge' || problem.key === 'problem.supply.edges' ? ruleset?.edges : ruleset?.tokens;
    swap('kind', (id) => {
      const name = kindName(kinds, id, language);
      return name === undefined ? undefined : inSentence(name, language);
    });
  }
  // A place on a free table or an area map, as the board names it.
  if (typeof params.x === 'number' && typeof params.y === 'number') {
    const unit = isRecord(board.geometry) && board.geometry.unit === 'mm' ? 'mm' : 'in';
    const coordinate = (value: number) => numberText(language, value, 2);
    params.at = translate(language, 'problem.word.point', { x: coordinate(params.x), y: coordinate(params.y), unit: translate(language, `length.unit.${unit}`) });
  } else if (typeof params.area === 'string') params.at = nameIn(list(board.areas), params.area, language) ?? params.area;
  if (typeof params.zones === 'string') params.zones = params.zones.replace(/“([^”]+)”/g, (whole, id: string) => `“${nameIn(zones, id, language) ?? id}”`);
  return quotedIn(language, params);
}

/** The problem as a sentence, in the designer's words. */
export function problemInWords(problem: Pick<Problem, 'key' | 'params'>, document: unknown, ruleset: RulesetData | undefined, language: Language): string {
  return translate(language, problem.key, problemWords(problem, document, ruleset, language));
}
