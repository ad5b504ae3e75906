/**
 * The drawing of an area map: regions as pale shapes around their areas, with their names; links
 * as lines; areas as named discs coloured by terrain or region, with the allegiance and build icons
 * the format gives them; zones as rings around their areas; and pieces as small round counters
 * under each area's name.
 */
import type { AreaKernel } from '../board/types';
import type { AreaBoardModel, Piece } from './board-model';
import { INK, mix, normalColour } from './colour';
import { rectSubpath, type DisplayItem, type PointMm, type RectMm, type Subpath } from './display-list';
import { LabelPlacer, onBand, type LabelRequest } from './labels';
import { translate } from '../i18n/index';
import { localized } from '../scenario/localized';
import { mechanicsOf } from '../scenario/mechanics';
import { faceOf, noteInLegend, visiblePieces } from './scene-pieces';
import { roundCounter } from './counter-face';
import { SectionList, type BoardScene, type SceneContext } from './scene-types';
import { MIN_PRINT_TEXT_MM, textWidthMm } from './text';

const PLAIN_AREA = '#e6dcc6';
const LINK = '#8a7f6a';
const BUILD_ICON = '#fff6d6';

/** A disc a little under a twentieth of the map's short side, never tiny. */
export function areaRadiusMm(kernel: Pick<AreaKernel, 'boundsMm'>): number {
  const { width, height } = kernel.boundsMm();
  return Math.max(6, Math.min(width, height) / 24);
}

/**
 * Each region as one pale shape: a wide disc around each of its areas, joined along the links
 * between them, in the region's colour; its name (placed later, with the others) above its topmost area.
 */
function regionShapes(model: AreaBoardModel, radius: number, sections: SectionList, names: LabelRequest[]): void {
  const { kernel } = model;
  const reach = radius * 1.75;
  for (const region of model.regions.values()) {
    const members = model.areas.filter((area) => area.region === region.id);
    if (members.length === 0) continue;
    const colour = mix(normalColour(region.colour, PLAIN_AREA), '#ffffff', 0.72);
    const joins: Subpath[] = [];
    for (const [a, b] of kernel.links()) {
      if (kernel.regionOf(a) !== region.id || kernel.regionOf(b) !== region.id) continue;
      const from = kernel.areaToMm(a);
      const to = kernel.areaToMm(b);
      if (from && to) joins.push({ points: [from, to], closed: false });
    }
    const items: DisplayItem[] = members.map((area) => ({ kind: 'circle', centre: { x: area.xMm, y: area.yMm }, radiusMm: reach, fill: { colour } }));
    if (joins.length > 0) items.push({ kind: 'path', path: joins, stroke: { colour, widthMm: reach * 1.6, cap: 'round', join: 'round' } });
    const top = members.reduce((best, area) => (area.yMm < best.yMm ? area : best));
    const bottom = members.reduce((best, area) => (area.yMm > best.yMm ? area : best));
    const left = members.reduce((best, area) => (area.xMm < best.xMm ? area : best));
    const right = members.reduce((best, area) => (area.xMm > best.xMm ? area : best));
    const size = radius * 0.6;
    /** Spots above (-1) or below (1) each area, a little further out each time, the areas furthest that way first. */
    const beside = (way: -1 | 1) =>
      members
        .slice()
        .sort((a, b) => way * (b.yMm - a.yMm))
        .flatMap((area) => [reach - size * 0.2, reach + size, reach + size * 2.5].map((out) => ({ at: { x: area.xMm, y: area.yMm + way * out }, width: reach * 5 })));
    const name = localized(region.name, model.source.language, region.id);
    const width = textWidthMm(name, size, true);
    names.push({
      text: name,
      colour: mix(normalColour(region.colour, PLAIN_AREA), INK, 0.6),
      bold: true,
      sizeMm: size,
      spots: [
        { at: { x: top.xMm, y: top.yMm - reach + size * 0.2 }, width: reach * 5 },
        { at: { x: bottom.xMm, y: bottom.yMm + reach - size * 0.2 }, width: reach * 5 },
        { at: { x: right.xMm + reach + width / 2, y: right.yMm }, width: reach * 5 },
        { at: { x: left.xMm - reach - width / 2, y: left.yMm }, width: reach * 5 },
        { at: { x: top.xMm, y: top.yMm - reach - size }, width: reach * 5 },
        // Where those are taken: above, then below, any of its areas, the outer ones first.
        ...beside(-1),
        ...beside(1),
      ],
    });
    sections.add('terrain', items);
  }
}

/**
 * What a build icon's square shows: the ruleset's own letters for it, in the reader's language
 * (« V+ » for capital ships), else the initials of its id's words ("space-heavy" gives SH).
 */
function iconLetters(model: AreaBoardModel, icon: string): string {
  const key = `${mechanicsOf(model.source.ruleset)}.icon.${icon}.letters`;
  const letters = translate(model.source.language, key);
  if (letters !== key) return letters;
  const words = icon.split(/[-_\s]+/).filter((word) => word.length > 0);
  return (words.length > 1 ? words.map((word) => word[0]).join('') : icon.slice(0, 2)).toUpperCase().slice(0, 2);
}

/** What a build icon is called: the ruleset's own word for it when its messages have one, else its id. */
function iconName(model: AreaBoardModel, icon: string): string {
  const key = `${mechanicsOf(model.source.ruleset)}.icon.${icon}`;
  const word = translate(model.source.language, key);
  return word === key ? icon : word;
}

/** An area's allegiance (a dot in its faction's colour, top left) and build icons (lettered squares, top right). */
function areaSigns(model: AreaBoardModel, area: AreaBoardModel['areas'][number], radius: number, context: SceneContext): DisplayItem[] {
  const items: DisplayItem[] = [];
  const line = { colour: INK, widthMm: Math.max(0.2, radius * 0.03) };
  const factions = model.source.ruleset.factions ?? {};
  if (area.allegiance !== undefined && Object.hasOwn(factions, area.allegiance)) {
    const faction = factions[area.allegiance];
    const fill = { colour: normalColour(faction?.colour, INK) };
    items.push({ kind: 'circle', centre: { x: area.xMm - radius * 0.78, y: area.yMm - radius * 0.78 }, radiusMm: radius * 0.24, fill, stroke: line });
    const label = translate(model.source.language, 'print.legend.allegiance', { faction: localized(faction?.name, model.source.language, area.allegiance) });
    context.legend.add(`allegiance:${area.allegiance}`, { section: 'allegiances', label, swatch: { type: 'dot', fill } });
  }
  const side = radius * 0.4;
  (area.build ?? []).forEach((icon, index) => {
    const x = area.xMm + radius * 0.45 + index * side * 1.1;
    const y = area.yMm - radius * 1.0;
    items.push({ kind: 'path', path: [rectSubpath({ x, y, width: side, height: side })], fill: { colour: BUILD_ICON }, stroke: line });
    items.push({ kind: 'text', at: { x: x + side / 2, y: y + side * 0.75 }, text: iconLetters(model, icon), sizeMm: side * 0.62, colour: INK, anchor: 'middle', bold: true });
    const label = translate(model.source.language, 'print.legend.build', { letters: iconLetters(model, icon), icon: iconName(model, icon) });
    context.legend.add(`build:${icon}`, { section: 'icons', label, swatch: { type: 'badge', letters: iconLetters(model, icon), fill: { colour: BUILD_ICON } } });
  });
  return items;
}

/** Area names read at the map's fit zoom: half a disc high, bold. */
export const areaNameSizeMm = (radius: number) => Math.max(MIN_PRINT_TEXT_MM, radius * 0.5);

/** Pieces on an area map are small round counters, four to a row. */
const PIECES_PER_ROW = 4;
export const areaCounterMm = (radius: number) => radius * 0.5;

export interface AreaPieceSpot {
  readonly piece: Piece;
  readonly centre: PointMm;
}

/**
 * Where each area's pieces stand: rows of four under its disc, leaving room for its name; where
 * that would cover another area (a system just below) or pieces placed before, above it, then
 * to its right, then to its left. The board scene draws them there and the editor picks them there.
 */
export function areaPieceLayout(model: AreaBoardModel, pieces: readonly Piece[]): AreaPieceSpot[] {
  const { kernel } = model;
  const radius = areaRadiusMm(kernel);
  const counter = areaCounterMm(radius);
  const pitch = counter * 1.1;
  const name = areaNameSizeMm(radius) * 1.25;
  const bounds = kernel.boundsMm();
  const discs = model.areas.map((area) => ({ x: area.xMm - radius, y: area.yMm - radius, width: radius * 2, height: radius * 2, id: area.id }));
  const taken: RectMm[] = [];
  const meets = (a: RectMm, b: RectMm) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  const byArea = new Map<string, Piece[]>();
  for (const piece of pieces) {
    if (!piece.at || !('area' in piece.at)) continue;
    const list = byArea.get(piece.at.area);
    if (list) list.push(piece);
    else byArea.set(piece.at.area, [piece]);
  }
  const spots: AreaPieceSpot[] = [];
  for (const [id, list] of byArea) {
    const centre = kernel.areaToMm(id);
    if (!centre) continue;
    const rows = Math.ceil(list.length / PIECES_PER_ROW);
    const width = Math.min(PIECES_PER_ROW, list.length) * pitch;
    const height = rows * pitch;
    const candidates: RectMm[] = [
      { x: centre.x - width / 2, y: centre.y + radius + name, width, height },
      { x: centre.x - width / 2, y: centre.y - radius - name - height, width, height },
      { x: centre.x + radius * 1.1, y: centre.y - height / 2, width, height },
      { x: centre.x - radius * 1.1 - width, y: centre.y - height / 2, width, height },
    ];
    const fits = (box: RectMm) =>
      box.x >= bounds.x && box.y >= bounds.y && box.x + box.width <= bounds.x + bounds.width && box.y + box.height <= bounds.y + bounds.height && !discs.some((disc) => disc.id !== id && meets(box, disc)) && !taken.some((other) => meets(box, other));
    const box = candidates.find(fits) ?? (candidates[0] as RectMm);
    taken.push(box);
    list.forEach((piece, i) => {
      const row = Math.floor(i / PIECES_PER_ROW);
      const inRow = Math.min(PIECES_PER_ROW, list.length - row * PIECES_PER_ROW);
      spots.push({ piece, centre: { x: box.x + box.width / 2 + ((i % PIECES_PER_ROW) - (inRow - 1) / 2) * pitch, y: box.y + pitch / 2 + row * pitch } });
    });
  }
  return spots;
}

export function areaScene(model: AreaBoardModel, context: SceneContext): Omit<BoardScene, 'legend' | 'items'> {
  const { kernel } = model;
  const bounds = kernel.boundsMm();
  const radius = areaRadiusMm(model.kernel);
  const sections = new SectionList();
  sections.add('grid', [{ kind: 'path', path: [rectSubpath(bounds)], stroke: { colour: INK, widthMm: 0.5 } }]);
  const regionNames: LabelRequest[] = [];
  regionShapes(model, radius, sections, regionNames);

  const links: Subpath[] = [];
  for (const [a, b] of kernel.links()) {
    const from = kernel.areaToMm(a);
    const to = kernel.areaToMm(b);
    if (from && to) links.push({ points: [from, to], closed: false });
  }
  sections.add('grid', [{ kind: 'path', path: links, stroke: { colour: LINK, widthMm: Math.max(0.5, radius * 0.08), cap: 'round' } }]);

  let ring = 0;
  for (const zone of model.zones) {
    ring++;
    const stroke = { colour: zone.colour, widthMm: Math.max(0.6, radius * 0.1) };
    for (const id of zone.areas) {
      const centre = kernel.areaToMm(id);
      if (centre) sections.add('zones', [{ kind: 'circle', centre, radiusMm: radius + stroke.widthMm * (ring + 0.5), stroke }]);
    }
    context.legend.addZone(zone.name, { type: 'zone', stroke }, model.source.language);
  }

  const nameSize = areaNameSizeMm(radius);
  const placer = new LabelPlacer(bounds);
  const language = model.source.language;
  for (const area of model.areas) {
    const region = area.region !== undefined ? model.regions.get(area.region) : undefined;
    // Plain systems take their region's tint, so regions read at a glance; other terrain keeps its own look.
    const plain = area.terrain === undefined || (area.terrain === model.source.ruleset.board.defaultTerrain && region?.colour !== undefined);
    const terrain = !plain && area.terrain !== undefined && Object.hasOwn(model.source.ruleset.terrain, area.terrain) ? model.source.ruleset.terrain[area.terrain] : undefined;
    const fill = terrain
      ? context.patterns.fill(terrain.pattern, normalColour(terrain.colour, PLAIN_AREA))
      : { colour: region?.colour ? mix(normalColour(region.colour, PLAIN_AREA), '#ffffff', 0.45) : PLAIN_AREA };
    if (terrain && area.terrain !== undefined) context.legend.add(`terrain:${area.terrain}`, { section: 'terrain', label: localized(terrain.name, language, area.terrain), swatch: { type: 'area', fill } });
    if (region && !terrain) context.legend.add(`region:${region.id}`, { section: 'regions', label: localized(region.name, language, region.id), swatch: { type: 'area', fill } });
    const centre = { x: area.xMm, y: area.yMm };
    placer.block({ x: centre.x - radius * 0.92, y: centre.y - radius * 0.92, width: radius * 1.84, height: radius * 1.84 });
    const signs = areaSigns(model, area, radius, context);
    for (const sign of signs) if (sign.kind === 'path') placer.block(pathBox(sign));
    sections.add('terrain', [{ kind: 'circle', centre, radiusMm: radius, fill, stroke: { colour: INK, widthMm: Math.max(0.3, radius * 0.04) } }, ...signs]);
  }

  // Pieces stack in rows of four by their area, about as wide as the disc.
  const counter = areaCounterMm(radius);
  for (const { piece, centre } of areaPieceLayout(model, visiblePieces(model.pieces, context))) {
    noteInLegend(piece, context, true);
    placer.block({ x: centre.x - counter * 0.55, y: centre.y - counter * 0.55, width: counter * 1.1, height: counter * 1.1 }, true);
    sections.add(piece.what === 'unit' ? 'units' : 'tokens', roundCounter(faceOf(piece), centre, counter));
  }

  // Area names first (under their disc, else above or beside it), then the regions' around them.
  const names: DisplayItem[] = [];
  for (const area of model.areas) {
    const width = textWidthMm(area.name, nameSize, true);
    const item = placer.place({
      text: area.name,
      colour: INK,
      bold: true,
      sizeMm: nameSize,
      // A system's name shows even over counters (on its band): the map cannot be read without it.
      mustShow: true,
      spots: [
        { at: { x: area.xMm, y: area.yMm + radius + nameSize * 0.65 }, width: radius * 4 },
        { at: { x: area.xMm, y: area.yMm - radius - nameSize * 0.65 }, width: radius * 4 },
        { at: { x: area.xMm + radius * 1.05 + width / 2, y: area.yMm }, width: radius * 4 },
        { at: { x: area.xMm - radius * 1.05 - width / 2, y: area.yMm }, width: radius * 4 },
        { at: { x: area.xMm, y: area.yMm + radius + nameSize * 1.9 }, width: radius * 4 },
      ],
    });
    if (item) names.push(onBand(item));
  }
  for (const request of regionNames) {
    const item = placer.place(request);
    if (item) names.push(item);
  }
  sections.add('labels', names);
  return { bounds, sections: sections.all(), unitMm: counter };
}

function pathBox(item: DisplayItem): RectMm {
  if (item.kind !== 'path') return { x: 0, y: 0, width: 0, height: 0 };
  const points = item.path.flatMap((sub) => sub.points);
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  return { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}
