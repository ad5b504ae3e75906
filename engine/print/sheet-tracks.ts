/**
 * The tracks a game keeps on paper, drawn on the scenario sheet as rows of numbered spaces: the
 * ruleset's own (Rebellion's time and reputation), else the turns when the scenario sets a limit.
 * Tracks whose markers must meet to win share one row, as on the game's board, and each marker's
 * starting space, when the scenario sets it, is named under it.
 */
import { translate } from '../i18n/index';
import { own } from '../scenario/lookup';
import { localized } from '../scenario/localized';
import type { RulesetData } from '../scenario/types';
import type { PrintSource } from './board-model';
import { INK, PAPER_WHITE } from './colour';
import { rectSubpath, text, type DisplayItem, type PointMm } from './display-list';

export interface TrackStrip {
  readonly title: string;
  readonly from: number;
  readonly to: number;
  /** The markers' starting spaces, named. */
  readonly marks: readonly { readonly value: number; readonly label: string }[];
}

/** More spaces than this go on further rows. */
const SPACES_PER_ROW = 20;
const MAX_SPACE_MM = 12;
/** A track longer than this is no track to print (a turn limit of hundreds). */
const MAX_SPACES = 100;
const MARKED_FILL = '#e3e3e3';

/** The ruleset's tracks that print: their spaces in order and not too many. */
function printableTracks(ruleset: RulesetData): [string, NonNullable<RulesetData['tracks']>[string]][] {
  return Object.entries(ruleset.tracks ?? {}).filter(([, track]) => track.max >= track.min && track.max - track.min < MAX_SPACES);
}

/** The turns a turn track counts: the limit the scenario sets, not a rules' cap (Rivet Wars' 30 rounds); null for none to print. */
function turnTrackLength(source: PrintSource): number | null {
  const limit = source.scenario.turns?.limit;
  return limit !== undefined && Number.isFinite(limit) && limit >= 1 && limit <= MAX_SPACES ? limit : null;
}

/** The strips of the sheet. */
export function trackStrips(source: PrintSource): TrackStrip[] {
  const { scenario, ruleset, language } = source;
  const tracks = printableTracks(ruleset);
  if (tracks.length === 0) {
    const turns = turnTrackLength(source);
    return turns === null ? [] : [{ title: translate(language, 'print.sheet.turnTrack'), from: 1, to: turns, marks: [] }];
  }
  const nameOf = (id: string) => localized(own(ruleset.tracks, id)?.name, language, id);
  // Tracks that must meet, over the same spaces, share a row.
  const rows: string[][] = [];
  const placed = new Set<string>();
  for (const condition of scenario.victory ?? []) {
    if (condition.type !== 'tracks-meet') continue;
    const [a, b] = condition.tracks.map((id) => own(ruleset.tracks, id));
    if (!a || !b || a.min !== b.min || a.max !== b.max || placed.has(condition.tracks[0]) || placed.has(condition.tracks[1])) continue;
    rows.push([...condition.tracks]);
    for (const id of condition.tracks) placed.add(id);
  }
  for (const [id] of tracks) if (!placed.has(id)) rows.push([id]);
  return rows.flatMap((ids) => {
    const track = own(ruleset.tracks, ids[0] as string);
    if (!track || !tracks.some(([id]) => id === ids[0])) return [];
    const marks = ids.flatMap((id) => {
      const start = scenario.setup?.tracks?.[id];
      return start !== undefined && start >= track.min && start <= track.max ? [{ value: start, label: nameOf(id) }] : [];
    });
    return [{ title: ids.map(nameOf).join(' · '), from: track.min, to: track.max, marks }];
  });
}

/**
 * The markers those tracks take, one a track: the ruleset's tracks by name, else the turn marker
 * when the scenario sets a limit.
 */
export function trackMarkerNames(source: PrintSource): string[] {
  const { ruleset, language } = source;
  const tracks = printableTracks(ruleset);
  if (tracks.length > 0) return tracks.map(([id, track]) => localized(track.name, language, id));
  return turnTrackLength(source) === null ? [] : [translate(language, 'print.sheet.turnMarker')];
}

function layout(strip: TrackStrip, width: number, size: number): { readonly space: number; readonly perRow: number; readonly rows: number; readonly rowHeight: number } {
  const count = strip.to - strip.from + 1;
  const perRow = Math.min(count, SPACES_PER_ROW);
  const space = Math.min(MAX_SPACE_MM, width / perRow);
  const rows = Math.ceil(count / perRow);
  // Room under the spaces for the markers' names.
  const rowHeight = space + (strip.marks.length > 0 ? size * 1.6 : size * 0.4);
  return { space, perRow, rows, rowHeight };
}

/** The height a strip takes at text size `size` across `width`. */
export function stripHeight(strip: TrackStrip, width: number, size: number): number {
  const { rows, rowHeight } = layout(strip, width, size);
  return rows * rowHeight;
}

/** The strip's spaces, numbered, from `top` left: the starting spaces shaded, the markers named under them. */
export function stripItems(strip: TrackStrip, top: PointMm, width: number, size: number): DisplayItem[] {
  const { space, perRow, rowHeight } = layout(strip, width, size);
  const items: DisplayItem[] = [];
  for (let value = strip.from; value <= strip.to; value++) {
    const index = value - strip.from;
    const x = top.x + (index % perRow) * space;
    const y = top.y + Math.floor(index / perRow) * rowHeight;
    const names = strip.marks.filter((mark) => mark.value === value).map((mark) => mark.label);
    const marked = names.length > 0;
    items.push({ kind: 'path', path: [rectSubpath({ x, y, width: space, height: space })], fill: { colour: marked ? MARKED_FILL : PAPER_WHITE }, stroke: { colour: INK, widthMm: marked ? 0.5 : 0.25 } });
    items.push(text({ x: x + space / 2, y: y + space * 0.65 }, String(value), space * 0.4, INK, 'middle', marked));
    if (marked) items.push(text({ x: x + space / 2, y: y + space + size * 1.05 }, names.join(' / '), size * 0.8, INK, 'middle', true));
  }
  return items;
}
