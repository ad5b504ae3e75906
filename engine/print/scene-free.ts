/**
 * The drawing of a free table: the table in its base terrain, terrain pieces as polygons, zones,
 * and units on round bases of their models' size. With labels, measuring lines every 6 inches
 * (or 100 mm) numbered along the top and left edges, and each unit's name beside its bases.
 */
import type { FreeKernel, PointMm } from '../board/types';
import type { FreeBoardModel } from './board-model';
import { darker, INK, mix, normalColour, readableOn } from './colour';
import { rectSubpath, type DisplayItem, type RectMm, type Stroke, type Subpath } from './display-list';
import { LabelPlacer, onBand } from './labels';
import { textWidthMm } from './text';
import { localized } from '../scenario/localized';
import { pieceAtPoint, visiblePieces } from './scene-pieces';
import { placedSymbol, SYMBOL_BOX, terrainSymbol, unitSymbol } from './symbols';
import { terrainArtItems } from './scene-art';
import { artFor } from './faces';
import { SectionList, type BoardScene, type SceneContext } from './scene-types';

const MISSING_TERRAIN = '#e0e0e0';
/** Token size on a free table, and the base of a unit whose profile gives none. */
export const FREE_COUNTER_MM = 25;

function polygonMm(kernel: FreeKernel, points: readonly { x: number; y: number }[]): Subpath {
  return { points: points.map((p) => kernel.pointToMm(p)), closed: true };
}

function terrainFill(model: FreeBoardModel, kindId: string, context: SceneContext) {
  const kind = Object.hasOwn(model.source.ruleset.terrain, kindId) ? model.source.ruleset.terrain[kindId] : undefined;
  const fill = context.patterns.fill(kind?.pattern, normalColour(kind?.colour, MISSING_TERRAIN));
  context.legend.add(`terrain:${kindId}`, { section: 'terrain', label: localized(kind?.name, model.source.language, kindId), swatch: { type: 'area', fill } });
  return fill;
}

function measuringLines(kernel: FreeKernel): DisplayItem[] {
  const step = kernel.unit === 'in' ? 6 : 100;
  const { width, height } = kernel.boundsMm();
  const lines: Subpath[] = [];
  const numbers: DisplayItem[] = [];
  const size = 3;
  for (let value = step; value < kernel.width; value += step) {
    const x = kernel.toMm(value);
    lines.push({ points: [{ x, y: 0 }, { x, y: height }], closed: false });
    numbers.push({ kind: 'text', at: { x: x + 1, y: 1 + size }, text: `${value}${kernel.unit === 'in' ? '"' : ''}`, sizeMm: size, colour: INK, anchor: 'start' });
  }
  for (let value = step; value < kernel.height; value += step) {
    const y = kernel.toMm(value);
    lines.push({ points: [{ x: 0, y }, { x: width, y }], closed: false });
    numbers.push({ kind: 'text', at: { x: 1, y: y - 1 }, text: `${value}${kernel.unit === 'in' ? '"' : ''}`, sizeMm: size, colour: INK, anchor: 'start' });
  }
  const stroke: Stroke = { colour: INK, widthMm: 0.2, dashMm: [2, 3], opacity: 0.6 };
  return [{ kind: 'path', path: lines, stroke }, ...numbers];
}

function boxOfPoints(points: readonly PointMm[]): RectMm {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  return { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

function centroid(points: readonly PointMm[]): PointMm {
  const sum = points.reduce((acc, p) => ({ x: acc.x + p.x, y: acc.y + p.y }), { x: 0, y: 0 });
  return { x: sum.x / Math.max(1, points.length), y: sum.y / Math.max(1, points.length) };
}

/** A terrain piece's symbol in its middle, sized to the piece. */
function symbolIn(model: FreeBoardModel, kindId: string, outline: Subpath): DisplayItem[] {
  const symbol = terrainSymbol(model.source.ruleset, kindId);
  if (!symbol) return [];
  const kind = Object.hasOwn(model.source.ruleset.terrain, kindId) ? model.source.ruleset.terrain[kindId] : undefined;
  const colour = normalColour(kind?.colour, MISSING_TERRAIN);
  const xs = outline.points.map((point) => point.x);
  const ys = outline.points.map((point) => point.y);
  const size = Math.min(50, Math.min(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) * 0.45);
  return size > 0 ? [placedSymbol(symbol, { ink: darker(colour, 0.55), paper: colour, accent: mix(colour, INK, 0.25) }, centroid(outline.points), size)] : [];
}

/** Each unit's name under its bases, else above, right or left of them, where it covers nothing placed before. */
function unitNames(placer: LabelPlacer, units: readonly { readonly name: string; readonly colour: string; readonly box: RectMm }[], sizeMm: number): DisplayItem[] {
  const items: DisplayItem[] = [];
  for (const { name, colour, box } of units) {
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const width = Math.min(textWidthMm(name, sizeMm, true), Math.max(box.width, sizeMm * 12));
    const spots = [
      { at: { x: middle.x, y: box.y + box.height + sizeMm * 0.7 }, width },
      { at: { x: middle.x, y: box.y - sizeMm * 0.7 }, width },
      { at: { x: box.x + box.width + sizeMm * 0.4 + width / 2, y: middle.y }, width },
      { at: { x: box.x - sizeMm * 0.4 - width / 2, y: middle.y }, width },
    ];
    const item = placer.place({ text: name, colour: darker(colour, 0.2), bold: true, sizeMm, spots });
    if (item) items.push(onBand(item));
  }
  return items;
}

export function freeScene(model: FreeBoardModel, context: SceneContext): Omit<BoardScene, 'legend' | 'items'> {
  const { kernel } = model;
  const bounds = kernel.boundsMm();
  const sections = new SectionList();
  sections.add('terrain', [{ kind: 'path', path: [rectSubpath(bounds)], fill: terrainFill(model, model.baseTerrain, context) }]);
  // Terrain symbols, which zone names keep clear of.
  const symbols: RectMm[] = [];
  for (const patch of model.terrain) {
    const outline = polygonMm(kernel, patch.polygon);
    const image = artFor(model.source.scenario, model.source.art, 'terrain', patch.kind);
    const picture = image ? terrainArtItems(image, outline) : symbolIn(model, patch.kind, outline);
    for (const item of picture) if (item.kind === 'group' && item.transform) symbols.push({ x: item.transform.offset.x, y: item.transform.offset.y, width: SYMBOL_BOX * item.transform.scale, height: SYMBOL_BOX * item.transform.scale });
    sections.add('terrain', [{ kind: 'path', path: [outline], fill: terrainFill(model, patch.kind, context) }, ...picture, { kind: 'path', path: [outline], stroke: { colour: INK, widthMm: 0.3, join: 'round' } }]);
  }
  const names: { zone: string; colour: string; outline: Subpath }[] = [];
  for (const zone of model.zones) {
    if (zone.polygon.length < 3) continue;
    const outline = polygonMm(kernel, zone.polygon);
    const hatch = zone.hatched ? context.patterns.zoneHatch(zone.colour) : undefined;
    const stroke: Stroke = zone.hatched ? { colour: zone.colour, widthMm: 1, join: 'round' } : { colour: zone.colour, widthMm: 0.7, join: 'round', dashMm: [3, 2] };
    sections.add('zones', [hatch ? { kind: 'path', path: [outline], fill: hatch, stroke } : { kind: 'path', path: [outline], stroke }]);
    if (zone.name) names.push({ zone: zone.name, colour: zone.colour, outline });
    context.legend.addZone(zone.name, hatch ? { type: 'zone', fill: hatch, stroke } : { type: 'zone', stroke }, model.source.language);
  }
  if (context.options.labels) sections.add('labels', measuringLines(kernel));
  sections.add('grid', [{ kind: 'path', path: [rectSubpath(bounds)], stroke: { colour: INK, widthMm: 0.6 } }]);
  // Zone names read at the table's fit zoom, placed clear of the pieces and of each other.
  const placer = new LabelPlacer(bounds);
  for (const box of symbols) placer.block(box);
  for (const box of context.options.keepClear ?? []) placer.block(box);
  const units: { readonly name: string; readonly colour: string; readonly box: RectMm }[] = [];
  for (const piece of visiblePieces(model.pieces, context)) {
    const at = piece.at;
    if (!at || !('x' in at)) continue;
    const drawn = pieceAtPoint(piece, kernel.pointToMm(at), FREE_COUNTER_MM, context, (profile) => unitSymbol(model.source.ruleset, profile) ?? null);
    const boxes: RectMm[] = [];
    for (const item of drawn) {
      if (item.kind === 'circle') boxes.push({ x: item.centre.x - item.radiusMm, y: item.centre.y - item.radiusMm, width: item.radiusMm * 2, height: item.radiusMm * 2 });
      else if (item.kind === 'path' && item.fill) boxes.push(boxOfPoints(item.path.flatMap((sub) => sub.points)));
    }
    for (const box of boxes) placer.block(box);
    if (piece.what === 'unit' && piece.label && boxes.length > 0) units.push({ name: piece.label, colour: piece.fill, box: boxOfPoints(boxes.flatMap((box) => [box, { x: box.x + box.width, y: box.y + box.height }])) });
    sections.add(piece.what === 'unit' ? 'units' : 'tokens', drawn);
  }
  const nameSize = Math.max(5, Math.min(bounds.width, bounds.height) / 50);
  const labels: DisplayItem[] = [];
  for (const { zone, colour, outline } of names) {
    const box = boxOfPoints(outline.points);
    const centre = centroid(outline.points);
    const spots = [centre, { x: centre.x, y: box.y + nameSize * 1.2 }, { x: centre.x, y: box.y + box.height - nameSize * 1.2 }, { x: centre.x, y: centre.y - nameSize * 2 }, { x: centre.x, y: centre.y + nameSize * 2 }].map((at) => ({ at, width: box.width * 0.9 }));
    const item = placer.place({ text: zone, colour: readableOn(colour), bold: true, sizeMm: nameSize, spots });
    if (item) labels.push(onBand(item));
  }
  sections.add('zones', labels);
  // With labels, each unit's name beside its bases: at the fit zoom and on a fitted page the bases are too small to carry it.
  if (context.options.labels) sections.add('labels', unitNames(placer, units, nameSize * 0.7));
  return { bounds, sections: sections.all(), unitMm: FREE_COUNTER_MM };
}
