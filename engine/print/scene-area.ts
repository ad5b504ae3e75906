/**
 * The drawing of an area map: regions as pale shapes around their areas, with their names; links
 * as lines; areas as named discs coloured by terrain or region, with the allegiance and build icons
 * the format gives them; zones as rings around their areas; and pieces as small round counters
 * under each area's name.
 */
import type { AreaKernel } from '../board/types';
import type { AreaBoardModel, Piece } from './board-model';
import { INK, mix, normalColour } from './colour';
import { rectSubpath, type DisplayItem, type PointMm, type RectMm, type Subpath, type TextItem } from './display-list';
import { LabelPlacer, textBox, type LabelRequest } from './labels';
import { translate } from '../i18n/index';
import { localized } from '../scenario/localized';
import { mechanicsOf } from '../scenario/mechanics';
import { piecesInRows, visiblePieces } from './scene-pieces';
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
    const width = textWidthMm(region.name, size, true);
    names.push({
      text: region.name,
      colour: mix(normalColour(region.colour, PLAIN_AREA), INK, 0.6),
      bold: true,
      sizeMm: size,
      spots: [
        { at: { x: top.xMm, y: top.yMm - reach + size * 0.2 }, width: reach * 5 },
        { at: { x: bottom.xMm, y: bottom.yMm + reach - size * 0.2 }, width: reach * 5 },
        { at: { x: right.xMm + reach + width / 2, y: right.yMm }, width: reach * 5 },
        { at: { x: left.xMm - reach - width / 2, y: left.yMm }, width: reach * 5 },
        { at: { x: top.xMm, y: top.yMm - reach - size }, width: reach * 5 },
      ],
    });
    sections.add('terrain', items);
  }
}

/** Two letters for a build icon id: the initials of its words ("space-heavy" gives SH). */
function iconLetters(icon: string): string {
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
    context.legend.add(`allegiance:${area.allegiance}`, { section: 'terrain', label, swatch: { type: 'area', fill } });
  }
  const side = radius * 0.4;
  (area.build ?? []).forEach((icon, index) => {
    const x = area.xMm + radius * 0.45 + index * side * 1.1;
    const y = area.yMm - radius * 1.0;
    items.push({ kind: 'path', path: [rectSubpath({ x, y, width: side, height: side })], fill: { colour: BUILD_ICON }, stroke: line });
    items.push({ kind: 'text', at: { x: x + side / 2, y: y + side * 0.75 }, text: iconLetters(icon), sizeMm: side * 0.62, colour: INK, anchor: 'middle', bold: true });
    const label = translate(model.source.language, 'print.legend.build', { letters: iconLetters(icon), icon: iconName(model, icon) });
    context.legend.add(`build:${icon}`, { section: 'terrain', label, swatch: { type: 'area', fill: { colour: BUILD_ICON } } });
  });
  return items;
}

/** Area names read at the map's fit zoom: half a disc high, bold. */
export const areaNameSizeMm = (radius: number) => Math.max(MIN_PRINT_TEXT_MM, radius * 0.5);

/** Where the first row of an area's pieces is centred: under its disc, leaving room for its name. */
export function areaPiecesTop(centre: PointMm, radius: number): PointMm {
  return { x: centre.x, y: centre.y + radius + areaNameSizeMm(radius) * 1.25 + radius * 0.5 * 0.6 };
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
    context.legend.add(`zone:${zone.id}`, { section: 'zones', label: zone.name, swatch: { type: 'zone', stroke } });
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
    if (region && !terrain) context.legend.add(`region:${region.id}`, { section: 'terrain', label: region.name, swatch: { type: 'area', fill } });
    const centre = { x: area.xMm, y: area.yMm };
    placer.block({ x: centre.x - radius * 0.92, y: centre.y - radius * 0.92, width: radius * 1.84, height: radius * 1.84 });
    const signs = areaSigns(model, area, radius, context);
    for (const sign of signs) if (sign.kind === 'path') placer.block(pathBox(sign));
    sections.add('terrain', [{ kind: 'circle', centre, radiusMm: radius, fill, stroke: { colour: INK, widthMm: Math.max(0.3, radius * 0.04) } }, ...signs]);
  }

  const byArea = new Map<string, Piece[]>();
  for (const piece of visiblePieces(model.pieces, context)) {
    if (!piece.at || !('area' in piece.at)) continue;
    const list = byArea.get(piece.at.area);
    if (list) list.push(piece);
    else byArea.set(piece.at.area, [piece]);
  }
  // Pieces stack in rows of four under the area's name, about as wide as the disc.
  const counter = radius * 0.5;
  for (const [id, pieces] of byArea) {
    const centre = kernel.areaToMm(id);
    if (!centre) continue;
    const top = areaPiecesTop(centre, radius);
    const counters = piecesInRows(pieces, top, counter, 4, context);
    const rows = Math.ceil(pieces.length / 4);
    const across = Math.min(4, pieces.length) * counter * 1.1;
    placer.block({ x: top.x - across / 2, y: top.y - counter / 2, width: across, height: rows * counter * 1.1 });
    pieces.forEach((piece, i) => sections.add(piece.what === 'unit' ? 'units' : 'tokens', counters[i] ?? []));
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
      spots: [
        { at: { x: area.xMm, y: area.yMm + radius + nameSize * 0.65 }, width: radius * 4 },
        { at: { x: area.xMm, y: area.yMm - radius - nameSize * 0.65 }, width: radius * 4 },
        { at: { x: area.xMm + radius * 1.05 + width / 2, y: area.yMm }, width: radius * 4 },
        { at: { x: area.xMm - radius * 1.05 - width / 2, y: area.yMm }, width: radius * 4 },
        { at: { x: area.xMm, y: area.yMm + radius + nameSize * 1.9 }, width: radius * 4 },
      ],
    });
    if (item) names.push(haloed(item));
  }
  for (const request of regionNames) {
    const item = placer.place(request);
    if (item) names.push(item);
  }
  sections.add('labels', names);
  return { bounds, sections: sections.all(), unitMm: counter };
}

/** A name on a pale band, so it reads across links and region tints. */
function haloed(item: TextItem): DisplayItem {
  const box = textBox(item);
  const pad = item.sizeMm * 0.15;
  return { kind: 'group', items: [{ kind: 'path', path: [rectSubpath({ x: box.x - pad, y: box.y, width: box.width + pad * 2, height: box.height })], fill: { colour: '#ffffff', opacity: 0.7 } }, item] };
}

function pathBox(item: DisplayItem): RectMm {
  if (item.kind !== 'path') return { x: 0, y: 0, width: 0, height: 0 };
  const points = item.path.flatMap((sub) => sub.points);
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  return { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}
