/**
 * The drawing of an area map: regions as pale shapes around their areas, with their names; links
 * as lines; areas as named discs coloured by terrain or region, with the allegiance and build icons
 * the format gives them; zones as rings around their areas; and pieces as small round counters
 * under each area's name.
 */
import type { AreaKernel } from '../board/types';
import type { AreaBoardModel, Piece } from './board-model';
import { INK, mix, normalColour } from './colour';
import { rectSubpath, type DisplayItem, type Subpath } from './display-list';
import { translate } from '../i18n/index';
import { localized } from '../scenario/localized';
import { mechanicsOf } from '../scenario/mechanics';
import { piecesInRows, visiblePieces } from './scene-pieces';
import { SectionList, type BoardScene, type SceneContext } from './scene-types';
import { fitText } from './text';

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
 * between them, in the region's colour; its name above its topmost area.
 */
function regionShapes(model: AreaBoardModel, radius: number, sections: SectionList): void {
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
    const name = fitText(region.name, reach * 4, Math.min(6, radius * 0.5), 1.5, false);
    items.push({ kind: 'text', at: { x: top.xMm, y: Math.max(name.sizeMm, top.yMm - reach + name.sizeMm * 0.2) }, text: name.text, sizeMm: name.sizeMm, colour: mix(normalColour(region.colour, PLAIN_AREA), INK, 0.55), anchor: 'middle', bold: true });
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

export function areaScene(model: AreaBoardModel, context: SceneContext): Omit<BoardScene, 'legend' | 'items'> {
  const { kernel } = model;
  const bounds = kernel.boundsMm();
  const radius = areaRadiusMm(model.kernel);
  const sections = new SectionList();
  sections.add('grid', [{ kind: 'path', path: [rectSubpath(bounds)], stroke: { colour: INK, widthMm: 0.5 } }]);
  regionShapes(model, radius, sections);

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

  const language = model.source.language;
  for (const area of model.areas) {
    const region = area.region !== undefined ? model.regions.get(area.region) : undefined;
    const terrain = area.terrain !== undefined && Object.hasOwn(model.source.ruleset.terrain, area.terrain) ? model.source.ruleset.terrain[area.terrain] : undefined;
    const fill = terrain
      ? context.patterns.fill(terrain.pattern, normalColour(terrain.colour, PLAIN_AREA))
      : { colour: region?.colour ? mix(normalColour(region.colour, PLAIN_AREA), '#ffffff', 0.45) : PLAIN_AREA };
    if (terrain && area.terrain !== undefined) context.legend.add(`terrain:${area.terrain}`, { section: 'terrain', label: localized(terrain.name, language, area.terrain), swatch: { type: 'area', fill } });
    if (region && !terrain) context.legend.add(`region:${region.id}`, { section: 'terrain', label: region.name, swatch: { type: 'area', fill } });
    const centre = { x: area.xMm, y: area.yMm };
    const name = fitText(area.name, radius * 4, Math.min(5, radius * 0.45), 1.5, true);
    sections.add('terrain', [
      { kind: 'circle', centre, radiusMm: radius, fill, stroke: { colour: INK, widthMm: Math.max(0.3, radius * 0.04) } },
      { kind: 'text', at: { x: centre.x, y: centre.y + radius + name.sizeMm * 1.1 }, text: name.text, sizeMm: name.sizeMm, colour: INK, anchor: 'middle', bold: true },
      ...areaSigns(model, area, radius, context),
    ]);
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
    const counters = piecesInRows(pieces, { x: centre.x, y: centre.y + radius + Math.min(5, radius * 0.45) * 1.6 + counter * 0.6 }, counter, 4, context);
    pieces.forEach((piece, i) => sections.add(piece.what === 'unit' ? 'units' : 'tokens', counters[i] ?? []));
  }
  return { bounds, sections: sections.all(), unitMm: counter };
}
