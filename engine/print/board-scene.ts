/** The board as a display list, whatever its kind, with the legend of what it shows. */
import { boardModelOf, type BoardModel, type PrintSource } from './board-model';
import { regionalise, regionSizeMm, type DisplayItem } from './display-list';
import { backgroundItems } from './scene-art';
import { PatternBook } from './patterns';
import { areaScene } from './scene-area';
import { cellScene } from './scene-cells';
import { freeScene } from './scene-free';
import { SceneMemo } from './scene-memo';
import { itemsOf, LegendCollector, type BoardScene, type SceneOptions } from './scene-types';

/**
 * The scene of a board model. With the memo of the previous scene of the same board (the editor
 * keeps one per document), parts whose content did not change are the same objects as before.
 */
export function sceneOfModel(model: BoardModel, options: SceneOptions, patterns: PatternBook, memo = new SceneMemo()): BoardScene {
  memo.begin(model.kernel, options);
  const context = { patterns, legend: new LegendCollector(), options, memo };
  let scene: Omit<BoardScene, 'legend' | 'items'>;
  if (model.kind === 'cells') scene = cellScene(model, context);
  else {
    // Free tables and area maps are small drawings: rebuilt whole, their large paths cut here.
    const drawn = model.kind === 'free' ? freeScene(model, context) : areaScene(model, context);
    const regionMm = regionSizeMm(drawn.unitMm);
    scene = { ...drawn, sections: drawn.sections.map((section) => ({ layer: section.layer, items: regionalise(section.items, regionMm) })) };
  }
  // The designer's scan goes under everything.
  const background = model.source.scenario.art?.background;
  const under = background && model.source.art?.get(background.image) ? memo.get(`background|${model.source.art.get(background.image)?.id}|${JSON.stringify(background)}`, () => backgroundItems(model)) : [];
  // Over a scan the terrain's fills are tints, so the scan shows.
  const sections = memo.keep(under.length > 0 ? [{ layer: 'terrain', items: under }, ...scene.sections.map((section) => (section.layer === 'terrain' ? { ...section, items: section.items.map(overScan) } : section))] : scene.sections);
  memo.end();
  return { ...scene, sections, items: itemsOf(sections), legend: context.legend.all() };
}

/** Over a scan, terrain fills let it show through: the scan is the map, the tint says what each cell counts as. */
const FILL_OVER_SCAN = 0.3;
const overScanned = new WeakMap<DisplayItem, DisplayItem>();

/** A terrain item as drawn over a scan (kept per item, so an unchanged part of the board stays the same object). */
function overScan(item: DisplayItem): DisplayItem {
  if (item.kind === 'group' && !item.transform && !item.art) {
    let seen = overScanned.get(item);
    if (!seen) overScanned.set(item, (seen = { ...item, items: item.items.map(overScan) }));
    return seen;
  }
  if (item.kind !== 'path' || !item.fill || item.stroke) return item;
  let seen = overScanned.get(item);
  if (!seen) overScanned.set(item, (seen = { ...item, fill: { ...item.fill, opacity: (item.fill.opacity ?? 1) * FILL_OVER_SCAN } }));
  return seen;
}

export function buildBoardScene(source: PrintSource, options: SceneOptions, patterns = new PatternBook(), memo?: SceneMemo): BoardScene {
  return sceneOfModel(boardModelOf(source), options, patterns, memo);
}
