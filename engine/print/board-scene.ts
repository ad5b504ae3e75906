/** The board as a display list, whatever its kind, with the legend of what it shows. */
import { boardModelOf, type BoardModel, type PrintSource } from './board-model';
import { regionalise, regionSizeMm } from './display-list';
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
  const sections = memo.keep(under.length > 0 ? [{ layer: 'terrain', items: under }, ...scene.sections] : scene.sections);
  memo.end();
  return { ...scene, sections, items: itemsOf(sections), legend: context.legend.all() };
}

export function buildBoardScene(source: PrintSource, options: SceneOptions, patterns = new PatternBook(), memo?: SceneMemo): BoardScene {
  return sceneOfModel(boardModelOf(source), options, patterns, memo);
}
