/** The board as a display list, whatever its kind, with the legend of what it shows. */
import { boardModelOf, type BoardModel, type PrintSource } from './board-model';
import { regionalise } from './display-list';
import { PatternBook } from './patterns';
import { areaScene } from './scene-area';
import { cellScene } from './scene-cells';
import { freeScene } from './scene-free';
import { LegendCollector, type BoardScene, type SceneOptions } from './scene-types';

/** Large paths are split into regions this big, or 4 cells if cells are larger. */
const REGION_MM = 50;

export function sceneOfModel(model: BoardModel, options: SceneOptions, patterns: PatternBook): BoardScene {
  const context = { patterns, legend: new LegendCollector(), options };
  const scene = model.kind === 'cells' ? cellScene(model, context) : model.kind === 'free' ? freeScene(model, context) : areaScene(model, context);
  return { ...scene, items: regionalise(scene.items, Math.max(REGION_MM, scene.unitMm * 4)), legend: context.legend.all() };
}

export function buildBoardScene(source: PrintSource, options: SceneOptions, patterns = new PatternBook()): BoardScene {
  return sceneOfModel(boardModelOf(source), options, patterns);
}
