/**
 * Vector symbols for terrain, tokens, markers and unit types, drawn at any scale. A symbol is data:
 * shapes in SVG path data inside a 100 × 100 box, each painted with the ink of what it is drawn
 * on, that surface's own colour ("paper"), the kind's colour ("accent") or a fixed colour. The
 * default set (symbols.json) is keyed by the icon names rulesets give their kinds; a ruleset's
 * `look.symbols` adds symbols or replaces defaults of the same name.
 */
import type { RulesetData, SymbolData, SymbolPaint } from '../scenario/types';
import defaults from './symbols.json';
import type { DisplayItem, Fill, PointMm, Stroke } from './display-list';
import { parsePathData } from './path-data';

export type { SymbolData, SymbolPaint };

/** The box symbols are drawn in. */
export const SYMBOL_BOX = 100;

export const DEFAULT_SYMBOLS: Readonly<Record<string, SymbolData>> = defaults.symbols as unknown as Record<string, SymbolData>;

const own = <T>(record: Readonly<Record<string, T>> | undefined, key: string | undefined): T | undefined =>
  record !== undefined && key !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;

/** The symbol of that name: the ruleset's own, else the default one. */
export function symbolNamed(ruleset: RulesetData, name: string | undefined): SymbolData | undefined {
  return own(ruleset.look?.symbols, name) ?? own(DEFAULT_SYMBOLS, name);
}

/** The first of `names` that is a symbol. */
function firstSymbol(ruleset: RulesetData, names: readonly (string | undefined)[]): SymbolData | undefined {
  for (const name of names) {
    const symbol = symbolNamed(ruleset, name);
    if (symbol) return symbol;
  }
  return undefined;
}

/** A token kind's symbol: its icon, else a symbol named as the kind. */
export function tokenSymbol(ruleset: RulesetData, kindId: string): SymbolData | undefined {
  return firstSymbol(ruleset, [own(ruleset.tokens, kindId)?.icon, kindId]);
}

/** A terrain kind's symbol: its icon, else a symbol named as the kind. */
export function terrainSymbol(ruleset: RulesetData, kindId: string): SymbolData | undefined {
  return firstSymbol(ruleset, [own(ruleset.terrain, kindId)?.icon, kindId]);
}

/** A unit profile's symbol: its icon, a symbol named as the profile, else its category's. */
export function unitSymbol(ruleset: RulesetData, profileId: string): SymbolData | undefined {
  const profile = own(ruleset.unitProfiles, profileId);
  return firstSymbol(ruleset, [profile?.icon, profileId, profile?.category, 'unit']);
}

/** What a playtest marker's style draws: a symbol of that name, or the icon of a token kind of that id. */
export function markerSymbol(ruleset: RulesetData, style: string): SymbolData | undefined {
  return firstSymbol(ruleset, [style, own(ruleset.tokens, style)?.icon]);
}

export interface SymbolColours {
  /** Lines and solid parts: dark on a light surface, light on a dark one. */
  readonly ink: string;
  /** The surface the symbol sits on. */
  readonly paper: string;
  /** The colour of the kind (a flag's faction, a gas cloud's green). */
  readonly accent: string;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

function colourOf(paint: SymbolPaint | undefined, colours: SymbolColours): string | null {
  if (paint === undefined || paint === 'none') return null;
  if (paint === 'ink') return colours.ink;
  if (paint === 'paper') return colours.paper;
  if (paint === 'accent') return colours.accent;
  return HEX.test(paint) ? paint.toLowerCase() : null;
}

/** Each symbol's items per colours, drawn once (symbols are shared data objects). */
const drawn = new WeakMap<SymbolData, Map<string, readonly DisplayItem[]>>();

/** The symbol's items in its 100 × 100 box. */
export function symbolItems(symbol: SymbolData, colours: SymbolColours): readonly DisplayItem[] {
  let byColours = drawn.get(symbol);
  if (!byColours) drawn.set(symbol, (byColours = new Map()));
  const key = `${colours.ink}${colours.paper}${colours.accent}`;
  const cached = byColours.get(key);
  if (cached) return cached;
  const items: DisplayItem[] = [];
  for (const shape of symbol.shapes) {
    const fillColour = colourOf(shape.fill, colours);
    const strokeColour = colourOf(shape.stroke, colours);
    if (fillColour === null && strokeColour === null) continue;
    const opacity = shape.opacity !== undefined && shape.opacity < 1 ? { opacity: Math.max(0, shape.opacity) } : {};
    const fill: Fill | undefined = fillColour === null ? undefined : { colour: fillColour, ...opacity };
    const stroke: Stroke | undefined = strokeColour === null ? undefined : { colour: strokeColour, widthMm: shape.width ?? 5, cap: 'round', join: 'round', ...opacity };
    const paint = { ...(fill ? { fill } : {}), ...(stroke ? { stroke } : {}) };
    if (shape.circle) {
      const [x, y, r] = shape.circle;
      items.push({ kind: 'circle', centre: { x, y }, radiusMm: Math.abs(r), ...paint });
    } else if (shape.d !== undefined) {
      const path = parsePathData(shape.d);
      if (path.length > 0) items.push({ kind: 'path', path, ...paint, ...(shape.evenOdd ? { fillRule: 'evenodd' as const } : {}) });
    }
  }
  byColours.set(key, items);
  return items;
}

/** The symbol drawn in a square of side `sizeMm` centred on `centre`. */
export function placedSymbol(symbol: SymbolData, colours: SymbolColours, centre: PointMm, sizeMm: number): DisplayItem {
  const scale = sizeMm / SYMBOL_BOX;
  return { kind: 'group', items: symbolItems(symbol, colours), transform: { scale, offset: { x: centre.x - sizeMm / 2, y: centre.y - sizeMm / 2 } } };
}
