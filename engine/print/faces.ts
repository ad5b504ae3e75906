/**
 * What a unit's or a token's counter shows, from the ruleset's data and the scenario's art: the
 * picture (the designer's image, else the symbol), the key numbers the ruleset names, the colours,
 * and the other face where the game has one (a wounded back). The board, the counter sheet and
 * the playtest all build their counters here.
 */
import type { Language } from '../i18n/index';
import { localized } from '../scenario/localized';
import type { CounterStat, RulesetData, Scenario } from '../scenario/types';
import type { Art, ArtBook } from './art';
import { mix, normalColour } from './colour';
import type { CounterFace, StatText } from './counter-face';
import { markerSymbol, symbolNamed, tokenSymbol, unitSymbol, type SymbolData } from './symbols';

const own = <T>(record: Readonly<Record<string, T>> | undefined, key: string | undefined): T | undefined =>
  record !== undefined && key !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;

/** The image the scenario attaches to a kind, when it was read. */
export function artFor(scenario: Scenario, art: ArtBook | undefined, use: 'tiles' | 'terrain' | 'tokens' | 'units', key: string): Art | null {
  const reference = own(scenario.art?.[use], key);
  return (reference !== undefined && art?.get(reference)) || null;
}

/** A number as a counter prints it: numbers as they are, short texts ("3+") too, a word by its initial. */
function statValue(value: number | string, ruleset: RulesetData, language: Language): string {
  if (typeof value === 'number') return String(value);
  const named = own(ruleset.armourClasses, value);
  const word = named ? localized(named.name, language, value) : value;
  return word.length <= 3 ? word : (word[0] ?? '').toUpperCase();
}

/** The numbers the ruleset puts on counters: its `look.counter` list, else the stats it abbreviates. */
function statList(ruleset: RulesetData, face: 'front' | 'back'): readonly CounterStat[] {
  const counter = ruleset.look?.counter;
  if (face === 'back') return counter?.back?.stats ?? counter?.stats ?? [];
  if (counter?.stats) return counter.stats;
  return Object.entries(ruleset.stats ?? {})
    .filter(([, stat]) => stat.abbreviation !== undefined)
    .map(([stat]) => ({ stat }));
}

export function counterStats(ruleset: RulesetData, profileId: string, face: 'front' | 'back', language: Language): StatText[] {
  const values = own(ruleset.unitProfiles, profileId)?.stats ?? {};
  const stats: StatText[] = [];
  for (const entry of statList(ruleset, face)) {
    const value = own(values, entry.stat);
    if (value === undefined) continue;
    stats.push(entry.colour ? { text: statValue(value, ruleset, language), colour: normalColour(entry.colour, '#000000') } : { text: statValue(value, ruleset, language) });
  }
  return stats;
}

/** The other face of a profile's counter: the ruleset's, where that profile has it. */
function backOf(ruleset: RulesetData, profileId: string) {
  const back = ruleset.look?.counter?.back;
  return back && (!back.profiles || back.profiles.includes(profileId)) ? back : undefined;
}

/** Whether a unit of that profile in `state` (or carrying that playtest mark) shows its other face. */
export function showsBack(ruleset: RulesetData, profileId: string, states: readonly (string | undefined)[]): boolean {
  const back = backOf(ruleset, profileId);
  return !!back && states.some((state) => state !== undefined && back.states.includes(state));
}

export interface UnitFaceInput {
  readonly profile: string;
  readonly label: string;
  readonly detail?: string;
  readonly fill: string;
  readonly count?: number;
  /** Show the other face (wounded, or the front turned a quarter turn). */
  readonly flipped?: boolean;
}

/** A unit's counter face: the side's colour, the type's picture, the key numbers of the face shown. */
export function unitFace(scenario: Scenario, ruleset: RulesetData, language: Language, art: ArtBook | undefined, input: UnitFaceInput): CounterFace {
  const back = input.flipped ? backOf(ruleset, input.profile) : undefined;
  const turned = !!back?.quarterTurn;
  const flipped = !!back && !turned;
  return {
    label: input.label,
    ...(input.detail ? { detail: input.detail } : {}),
    fill: input.fill,
    count: input.count ?? 1,
    symbol: unitSymbol(ruleset, input.profile) ?? null,
    accent: mix(input.fill, '#ffffff', 0.55),
    art: artFor(scenario, art, 'units', input.profile),
    stats: counterStats(ruleset, input.profile, flipped ? 'back' : 'front', language),
    band: flipped && back ? localized(back.name, language) : null,
    ...(turned ? { turned } : {}),
  };
}

/** The face a unit of that profile shows in one of the ruleset's back states (its back, or its front turned); null where it has none. */
export function unitOtherFace(scenario: Scenario, ruleset: RulesetData, language: Language, art: ArtBook | undefined, input: UnitFaceInput): CounterFace | null {
  return backOf(ruleset, input.profile) ? unitFace(scenario, ruleset, language, art, { ...input, flipped: true }) : null;
}

/**
 * The two faces of a unit's counter for the counter sheet: the back only where the game has one
 * for that profile (a counter turned a quarter turn has none to print).
 */
export function unitFaces(scenario: Scenario, ruleset: RulesetData, language: Language, art: ArtBook | undefined, input: UnitFaceInput): { front: CounterFace; back: CounterFace | null } {
  const front = unitFace(scenario, ruleset, language, art, { ...input, flipped: false });
  const back = backOf(ruleset, input.profile);
  return { front, back: back && !back.quarterTurn ? unitFace(scenario, ruleset, language, art, { ...input, flipped: true }) : null };
}

export interface TokenFaceInput {
  readonly kind: string;
  readonly label: string;
  readonly detail?: string;
  readonly fill: string;
  readonly rim?: string | null;
  readonly count?: number;
  /** The faction of the side that owns it, whose own marker it then shows where the ruleset has one (a loyalty marker). */
  readonly faction?: { readonly id: string; readonly colour: string };
}

/** A token's counter face: its kind's picture on its colour, its name (and state); an owned marker in its faction's look. */
export function tokenFace(scenario: Scenario, ruleset: RulesetData, art: ArtBook | undefined, input: TokenFaceInput): CounterFace {
  const kind = own(ruleset.tokens, input.kind);
  const emblem = input.faction ? factionSymbol(ruleset, kind?.icon ?? input.kind, input.faction.id) : undefined;
  const picture = artFor(scenario, art, 'tokens', input.kind);
  // The game's markers carry no words: the emblem says whose it is, the legend what it is.
  if (emblem && input.faction) return { ...factionMarker('', emblem, input.faction.colour), count: input.count ?? 1, art: picture };
  return {
    label: input.label,
    ...(input.detail ? { detail: input.detail } : {}),
    fill: mix(input.fill, '#ffffff', 0.72),
    rim: input.rim ?? null,
    count: input.count ?? 1,
    symbol: tokenSymbol(ruleset, input.kind) ?? null,
    accent: normalColour(kind?.colour, input.fill),
    art: picture,
  };
}

/** A symbol of a faction's own for a kind (`loyalty-empire`): its marker in that faction's look. */
function factionSymbol(ruleset: RulesetData, name: string, faction: string) {
  return symbolNamed(ruleset, `${name}-${faction}`);
}

/**
 * A marker's round counter as the board draws it (a loyalty marker, a subjugation marker): a
 * faction's own symbol for it on the faction's colour (`loyalty-empire`), else the symbol of its
 * style on its token kind's colour, rimmed with the faction's. Null when the ruleset has no symbol for it.
 */
export function markerFace(ruleset: RulesetData, style: string, faction?: { readonly id: string; readonly colour: string }): CounterFace | null {
  const emblem = faction ? factionSymbol(ruleset, style, faction.id) : undefined;
  if (emblem && faction) return factionMarker('', emblem, faction.colour);
  const symbol = markerSymbol(ruleset, style);
  if (!symbol) return null;
  const colour = normalColour(own(ruleset.tokens, style)?.colour ?? faction?.colour, '#9e9e9e');
  return { label: '', fill: mix(colour, '#ffffff', 0.72), rim: faction ? normalColour(faction.colour, colour) : null, symbol, accent: colour };
}

function factionMarker(label: string, symbol: SymbolData, colour: string): CounterFace {
  const fill = normalColour(colour, '#9e9e9e');
  return { label, fill, rim: null, symbol, accent: mix(fill, '#ffffff', 0.55) };
}
