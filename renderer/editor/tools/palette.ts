/**
 * Palettes generated from the scenario's ruleset data (house rules applied): terrain kinds, edge
 * features and their states, token kinds, unit profiles per side and the tile library. Nothing here
 * is written per game: a homebrew ruleset gets its palette from its own data.
 */
import type { Language } from '../../../engine/i18n';
import { localized } from '../../../engine/scenario';
import type { RulesetData, Side } from '../../../engine/scenario/types';
import { edgeStateRules, terrainRules, tokenRules, type Say } from './ruleSummary';

export interface Swatch {
  readonly id: string;
  readonly name: string;
  readonly colour: string;
  /** A pattern name of the print engine ("hatch", "bricks" ...); absent for plain colour. */
  readonly pattern?: string;
  /** The ruleset's icon name, when it gives one. */
  readonly icon?: string;
  /** What it does under the scenario's rules, in a short line (costs, cover, sight), when asked for. */
  readonly summary?: string;
}

export interface EdgeSwatch extends Swatch {
  readonly states: readonly { readonly id: string; readonly name: string; readonly colour: string; readonly summary?: string }[];
  readonly defaultState: string;
}

export interface TokenSwatch extends Swatch {
  /** Laid face down unless the designer says otherwise (R6 traps). */
  readonly hiddenByDefault: boolean;
  /** Belongs to a side (R6 traps are a defender's). */
  readonly owned: boolean;
}

export interface UnitSwatch {
  readonly id: string;
  readonly name: string;
  readonly category?: string;
}

export interface TileSwatch {
  readonly id: string;
  readonly name: string;
  readonly columns: number;
  readonly rows: number;
  /** The other printed side of the same physical tile (1A -> 1B), if any. */
  readonly otherSide?: string;
}

const entries = <T>(record: Readonly<Record<string, T>> | undefined): [string, T][] => (record ? Object.entries(record) : []);

function swatch(id: string, kind: { name: Parameters<typeof localized>[0]; colour: string; pattern?: string; icon?: string }, language: Language): Swatch {
  return {
    id,
    name: localized(kind.name, language, id),
    colour: kind.colour,
    ...(kind.pattern !== undefined ? { pattern: kind.pattern } : {}),
    ...(kind.icon !== undefined ? { icon: kind.icon } : {}),
  };
}

/** The palettes say what each kind does when given the words to say it. */
const summarised = (summary: string | undefined) => (summary ? { summary } : {});

export function terrainPalette(ruleset: RulesetData, language: Language, say?: Say): Swatch[] {
  return entries(ruleset.terrain).map(([id, kind]) => ({ ...swatch(id, kind, language), ...summarised(say && terrainRules(kind, ruleset, say, language)) }));
}

export function edgePalette(ruleset: RulesetData, language: Language, say?: Say): EdgeSwatch[] {
  return entries(ruleset.edges).map(([id, kind]) => ({
    ...swatch(id, kind, language),
    states: entries(kind.states).map(([state, value]) => ({ id: state, name: localized(value.name, language, state), colour: value.colour ?? kind.colour, ...summarised(say && edgeStateRules(value, say)) })),
    defaultState: kind.defaultState,
  }));
}

/** Token kinds that can be put down by clicking: on a cell, a point of a free table, or an area. */
export function tokenPalette(ruleset: RulesetData, language: Language, board: 'cells' | 'free' | 'area', say?: Say): TokenSwatch[] {
  const place = board === 'cells' ? 'cell' : board === 'free' ? 'point' : 'area';
  return entries(ruleset.tokens)
    .filter(([, kind]) => kind.placeOn.includes(place))
    .map(([id, kind]) => ({ ...swatch(id, kind, language), hiddenByDefault: kind.hiddenByDefault ?? false, owned: kind.owned ?? false, ...summarised(say && tokenRules(kind, ruleset, say, language)) }));
}

/** The profiles a side may field: those of its faction and those of no faction; every profile for a side without a faction. */
export function unitPalette(ruleset: RulesetData, side: Side | undefined, language: Language): UnitSwatch[] {
  return entries(ruleset.unitProfiles)
    .filter(([, profile]) => side?.faction === undefined || profile.faction === undefined || profile.faction === side.faction)
    .map(([id, profile]) => ({ id, name: localized(profile.name, language, id), ...(profile.category !== undefined ? { category: profile.category } : {}) }));
}

export function tilePalette(ruleset: RulesetData, language: Language): TileSwatch[] {
  const library = entries(ruleset.tiles);
  return library.map(([id, tile]) => {
    const other = tile.physical === undefined ? undefined : library.find(([otherId, candidate]) => otherId !== id && candidate.physical === tile.physical && candidate.side !== tile.side)?.[0];
    return { id, name: localized(tile.name, language, id), columns: tile.columns, rows: tile.rows, ...(other !== undefined ? { otherSide: other } : {}) };
  });
}
