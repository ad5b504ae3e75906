/**
 * Tiles without an image look like the printed tiles: their ground, a frame with rivets (Rivet
 * Wars' `look.tile`), and their id on a plate at a corner no counter covers.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../scenario/index';
import { readArt, type Art } from './art';
import { buildBoardScene } from './board-scene';
import type { DisplayItem, TextItem } from './display-list';

function m05(edit: (document: Record<string, unknown>) => void = () => {}, art?: ReadonlyMap<string, Art>) {
  const document = JSON.parse(readFileSync(new URL('../../scenarios/rivet-wars-m05.scenario.json', import.meta.url), 'utf8')) as Record<string, unknown>;
  edit(document);
  const loaded = loadScenario(JSON.stringify(document));
  return { scenario: loaded.scenario!, ruleset: loaded.ruleset!, language: 'en' as const, ...(art ? { art } : {}) };
}

const grid = (source: ReturnType<typeof m05>) => buildBoardScene(source, { labels: true, showHidden: false }).sections.filter((section) => section.layer === 'grid').flatMap((section) => section.items);
const frameColour = '#4a3d2e';
const frames = (items: readonly DisplayItem[]) => items.filter((item) => item.kind === 'path' && item.stroke?.colour === frameColour);
const rivets = (items: readonly DisplayItem[]) => items.filter((item) => item.kind === 'circle' && item.stroke !== undefined);
const plate = (items: readonly DisplayItem[], id: string) => items.find((item): item is TextItem => item.kind === 'text' && item.text === id);

describe('printed tiles (Rivet Wars: « Chaque tuile est imprimée sur les deux faces et numérotée »)', () => {
  it('frames every tile without an image, rivets along its frame, and names it on a brass plate', () => {
    const source = m05();
    const items = grid(source);
    const tiles = source.scenario.board.tiles ?? [];
    expect(tiles.length).toBe(6);
    expect(frames(items)).toHaveLength(6);
    // A 3 × 3 tile: a rivet every half square along its four sides, 24 in all, and two on its plate.
    expect(rivets(items)).toHaveLength(6 * (24 + 2));
    for (const tile of tiles) expect(plate(items, tile.tile)).toBeDefined();
  });

  it('moves a plate to a corner no counter covers: 9A’s top right holds a strategic objective', () => {
    const source = m05();
    const items = grid(source);
    const nine = source.scenario.board.tiles!.find((tile) => tile.tile === '9A')!;
    const one = source.scenario.board.tiles!.find((tile) => tile.tile === '1A')!;
    const size = 80;
    const nineX = plate(items, '9A')!.at.x - nine.at.col * size;
    const oneX = plate(items, '1A')!.at.x - one.at.col * size;
    expect(oneX).toBeGreaterThan(size * 2);
    expect(nineX).toBeLessThan(size);
  });

  it('leaves a tile with the designer’s image its own edge, and keeps its plate', () => {
    // A PNG header is all the reader needs: the scene draws the image by its id.
    const bytes = new Uint8Array(33);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 64, 0, 0, 0, 64]);
    const art = readArt(bytes);
    if ('failure' in art) throw new Error('test image');
    const source = m05((document) => (document.art = { tiles: { '6B': 'art/6b.png' } }), new Map([['art/6b.png', art]]));
    const items = grid(source);
    expect(frames(items)).toHaveLength(5);
    expect(plate(items, '6B')).toBeDefined();
  });
});
