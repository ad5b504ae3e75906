import { describe, expect, it } from 'vitest';
import { readArt, type Art } from './art';
import { boardModelOf } from './board-model';
import { anchoredMatrix } from './scene-art';
import { buildBoardScene } from './board-scene';
import type { DisplayItem } from './display-list';
import { sourceOf, squareScenario } from './fixtures.test-support';

/** A 1 × 1 PNG header is enough for the reader: the size is all the matrix needs. */
function pngOfSize(width: number, height: number): Art {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  const art = readArt(bytes);
  if ('failure' in art) throw new Error('not read');
  return art;
}

const apply = (m: readonly number[], u: number, v: number) => ({ x: (m[0] ?? 0) * u + (m[2] ?? 0) * v + (m[4] ?? 0), y: (m[1] ?? 0) * u + (m[3] ?? 0) * v + (m[5] ?? 0) });

describe('a scanned map placed by two reference points', () => {
  const model = boardModelOf(sourceOf(squareScenario({ columns: 8, rows: 6, cellSizeMm: 25 })));
  const scan = pngOfSize(4000, 3000);

  it('puts each reference pixel on its board point: a cell centre or a point in millimetres', () => {
    const m = anchoredMatrix(scan, [{ image: { x: 400, y: 300 }, board: { col: 0, row: 0 } }, { image: { x: 3600, y: 2700 }, board: { x: 187.5, y: 137.5 } }], model);
    expect(m).not.toBeNull();
    const a = apply(m as readonly number[], 400 / 4000, 300 / 3000);
    const b = apply(m as readonly number[], 3600 / 4000, 2700 / 3000);
    expect(a.x).toBeCloseTo(12.5, 6);
    expect(a.y).toBeCloseTo(12.5, 6);
    expect(b.x).toBeCloseTo(187.5, 6);
    expect(b.y).toBeCloseTo(137.5, 6);
  });

  it('keeps the scan square: scaled and turned, never stretched', () => {
    // The reference points side by side in the image, one above the other on the board: a quarter turn.
    const m = anchoredMatrix(scan, [{ image: { x: 0, y: 0 }, board: { x: 100, y: 0 } }, { image: { x: 1000, y: 0 }, board: { x: 100, y: 50 } }], model) as readonly number[];
    const across = apply(m, 1, 0);
    const down = apply(m, 0, 1);
    const origin = apply(m, 0, 0);
    const length = (p: { x: number; y: number }) => Math.sqrt((p.x - origin.x) ** 2 + (p.y - origin.y) ** 2);
    // 4000 px across and 3000 down, at 0.05 mm a pixel.
    expect(length(across)).toBeCloseTo(200, 6);
    expect(length(down)).toBeCloseTo(150, 6);
    expect(across.x - origin.x).toBeCloseTo(0, 6);
  });

  it('refuses two reference points on the same pixel', () => {
    expect(anchoredMatrix(scan, [{ image: { x: 5, y: 5 }, board: { x: 0, y: 0 } }, { image: { x: 5, y: 5 }, board: { x: 10, y: 0 } }], model)).toBeNull();
  });
});

const OPTIONS = { labels: false, showHidden: false };

describe('a scan under the board', () => {
  const opaqueFills = (items: readonly DisplayItem[]): number =>
    items.reduce((count, item) => count + (item.kind === 'group' && !item.transform ? opaqueFills(item.items) : item.kind === 'path' && item.fill && !item.stroke && (item.fill.opacity ?? 1) === 1 ? 1 : 0), 0);

  it('shows through the terrain: the fills over it are tints, the board without it keeps them opaque', () => {
    const document = squareScenario({ columns: 8, rows: 6, cellSizeMm: 25, marked: [{ col: 1, row: 1 }] });
    const terrain = (scene: ReturnType<typeof buildBoardScene>) => scene.sections.filter((section) => section.layer === 'terrain').slice(1).flatMap((section) => section.items);
    const plain = buildBoardScene(sourceOf(document), OPTIONS);
    expect(opaqueFills(plain.sections.filter((section) => section.layer === 'terrain').flatMap((section) => section.items))).toBeGreaterThan(0);
    const source = { ...sourceOf({ ...document, art: { background: { image: 'scan.png' } } }), art: new Map([['scan.png', pngOfSize(400, 300)]]) };
    const scanned = buildBoardScene(source, OPTIONS);
    expect(scanned.sections[0]?.items[0]).toMatchObject({ kind: 'group' });
    expect(opaqueFills(terrain(scanned))).toBe(0);
  });
});
