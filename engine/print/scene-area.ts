/**
 * The drawing of an area map: links as lines, areas as named discs coloured by terrain or region,
 * zones as rings around their areas, and pieces as small round counters under each area's name.
 */
import type { AreaKernel } from '../board/types';
import type { AreaBoardModel, Piece } from './board-model';
import { INK, mix, normalColour } from './colour';
import { rectSubpath, type Subpath } from './display-list';
import { localized } from '../scenario/localized';
import { piecesInRows, visiblePieces } from './scene-pieces';
import { SectionList, type BoardScene, type SceneContext } from './scene-types';
import { fitText } from './text';

const PLAIN_AREA = '#e6dcc6';
const LINK = '#8a7f6a';

/** A disc a little under a twentieth of the map's short side, never tiny. */
export function areaRadiusMm(kernel: Pick<AreaKernel, 'boundsMm'>): number {
  const { width, height } = kernel.boundsMm();
  return Math.max(6, Math.min(width, height) / 24);
}

export function areaScene(model: AreaBoardModel, context: SceneContext): Omit<BoardScene, 'legend' | 'items'> {
  const { kernel } = model;
  const bounds = kernel.boundsMm();
  const radius = areaRadiusMm(model.kernel);
  const sections = new SectionList();
  sections.add('grid', [{ kind: 'path', path: [rectSubpath(bounds)], stroke: { colour: INK, widthMm: 0.5 } }]);

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
