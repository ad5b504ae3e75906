/**
 * Every shipped sample, in both languages, with and without coordinates: the board's own labels
 * (coordinates, zone, tile, region and area names) never overlap one another nor leave the board,
 * and every text on
 * the board, counters included, prints at 6 pt at least.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Language } from '../i18n/index';
import { loadScenario } from '../scenario/index';
import { buildBoardScene } from './board-scene';
import { overlappingTexts, textBox, textsIn } from './labels';
import { MIN_PRINT_TEXT_MM } from './text';

const folder = join(import.meta.dirname, '..', '..', 'scenarios');
const samples = readdirSync(folder).filter((file) => file.endsWith('.scenario.json')).sort();

function sceneOf(file: string, language: Language, labels: boolean) {
  const result = loadScenario(readFileSync(join(folder, file), 'utf8'), { fileName: file });
  if (!result.scenario || !result.ruleset) throw new Error(`${file} does not load`);
  return buildBoardScene({ scenario: result.scenario, ruleset: result.ruleset, language }, { labels, showHidden: true });
}

const describeText = (item: { text: string; at: { x: number; y: number } }) => `"${item.text}" at ${item.at.x.toFixed(1)},${item.at.y.toFixed(1)}`;

describe('labels of the samples', () => {
  const cases = samples.flatMap((file) => (['fr', 'en'] as const).flatMap((language) => [true, false].map((labels) => [file, language, labels] as const)));

  it.each(cases)('%s (%s, coordinates %s): no two board labels overlap, nothing under 6 pt', (file, language, labels) => {
    const scene = sceneOf(file, language, labels);
    const boardTexts = textsIn(scene.sections.filter((section) => section.layer !== 'units' && section.layer !== 'tokens').flatMap((section) => section.items));
    const overlaps = overlappingTexts(boardTexts).map(([a, b]) => `${describeText(a)} × ${describeText(b)}`);
    expect(overlaps).toEqual([]);
    const { x, y, width, height } = scene.bounds;
    const outside = boardTexts.filter((item) => {
      const box = textBox(item);
      return box.x < x - 0.01 || box.y < y - 0.01 || box.x + box.width > x + width + 0.01 || box.y + box.height > y + height + 0.01;
    });
    expect(outside.map(describeText)).toEqual([]);
    const small = textsIn(scene.items).filter((item) => item.sizeMm < MIN_PRINT_TEXT_MM - 1e-9).map(describeText);
    expect(small).toEqual([]);
  });
});
