import { decodePDFRawStream, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { DisplayDocument } from './display-list';
import { cullItems, regionalise } from './display-list';
import { rectSubpath } from './display-list';
import { PatternBook } from './patterns';
import { writePdf } from './pdf-writer';
import { PrintCancelled, type PrintProgress } from './progress';
import { writeSvg } from './svg-writer';
import { parseXml, type XmlElement } from './xml-reader.test-support';

function sampleDocument(pages = 2, step = 0): DisplayDocument {
  const patterns = new PatternBook();
  const hatch = patterns.fill('hatch', '#5f8fb5');
  const board = {
    bounds: { x: 0, y: 0, width: 100, height: 60 },
    items: [
      { kind: 'path', path: [rectSubpath({ x: 0, y: 0, width: 100, height: 60 })], fill: { colour: '#d9d4c7' } },
      { kind: 'path', path: [rectSubpath({ x: 10, y: 10, width: 20, height: 20 })], fill: hatch, stroke: { colour: '#333333', widthMm: 0.5, dashMm: [1, 1] } },
      { kind: 'circle', centre: { x: 60, y: 30 }, radiusMm: 8, fill: { colour: '#ff0000', opacity: 0.5 } },
      { kind: 'text', at: { x: 50, y: 55 }, text: 'Œuvre « élève » & <co>', sizeMm: 4, colour: '#000000', anchor: 'middle', bold: true },
    ],
  } as const;
  return {
    title: 'Désamorçage',
    patterns: patterns.all(),
    symbols: { board },
    pages: Array.from({ length: pages }, (_, i) => ({
      widthMm: 210,
      heightMm: 297,
      items: [
        { kind: 'use', symbol: 'board', transform: { scale: 1, offset: { x: 10 - i * step, y: 10 } }, clip: { x: 10, y: 10, width: 190, height: 277 } },
        { kind: 'group', transform: { scale: 2, offset: { x: 0, y: 0 } }, clip: [rectSubpath({ x: 0, y: 0, width: 10, height: 10 })], items: [{ kind: 'text', at: { x: 1, y: 5 }, text: `Page ${i + 1}`, sizeMm: 2, colour: '#000000', anchor: 'start' }] },
      ],
    })),
  };
}

function formsIn(pdf: PDFDocument): number {
  let forms = 0;
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype'))?.toString() === '/Form') forms++;
  }
  return forms;
}

describe('PDF writer', () => {
  it('writes one page per display page at the page size in points, readable back', async () => {
    const bytes = await writePdf(sampleDocument(3));
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(3);
    for (const page of pdf.getPages()) {
      expect(page.getWidth()).toBeCloseTo((210 / 25.4) * 72, 3);
      expect(page.getHeight()).toBeCloseTo((297 / 25.4) * 72, 3);
    }
    expect(pdf.getTitle()).toBe('Désamorçage');
  });

  it('stores a symbol shown whole once, whatever the number of pages showing it', async () => {
    const two = await PDFDocument.load(await writePdf(sampleDocument(2)));
    const five = await PDFDocument.load(await writePdf(sampleDocument(5)));
    // One form per page plus one for the board.
    expect(formsIn(two)).toBe(3);
    expect(formsIn(five)).toBe(6);
  });

  it('gives a page that shows a small window of a symbol only what lies in that window', async () => {
    const texts = Array.from({ length: 10 }, (_, i) => ({ kind: 'text', at: { x: 5 + i * 100, y: 10 }, text: `cell ${i}`, sizeMm: 3, colour: '#000000', anchor: 'start' }) as const);
    const document: DisplayDocument = {
      title: 'Windows',
      patterns: {},
      symbols: { board: { bounds: { x: 0, y: 0, width: 1000, height: 20 }, items: texts } },
      pages: [0, 1].map((i) => ({ widthMm: 210, heightMm: 297, items: [{ kind: 'use', symbol: 'board', transform: { scale: 1, offset: { x: 10 - i * 300, y: 10 } }, clip: { x: 10, y: 10, width: 190, height: 20 } }] })),
    };
    const pdf = await PDFDocument.load(await writePdf(document));
    const streams: string[] = [];
    for (const [, object] of pdf.context.enumerateIndirectObjects()) {
      if (object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype'))?.toString() === '/Form') streams.push(Buffer.from(decodePDFRawStream(object).decode()).toString('latin1'));
    }
    const hex = (text: string) => `<${Buffer.from(text, 'latin1').toString('hex').toUpperCase()}>`;
    const windows = streams.filter((stream) => stream.includes(' Tj'));
    expect(windows).toHaveLength(2);
    // Page 1 shows board x 0..190 (cells 0 and 1), page 2 x 300..490 (cells 3 and 4).
    expect(windows.map((stream) => [0, 1, 2, 3, 4, 5].filter((i) => stream.includes(hex(`cell ${i}`))))).toEqual([
      [0, 1],
      [3, 4],
    ]);
  });

  it('reports progress through every stage and ends complete', async () => {
    const seen: PrintProgress[] = [];
    await writePdf(sampleDocument(4), { onProgress: (progress) => seen.push(progress) });
    expect(new Set(seen.map((p) => p.stage))).toEqual(new Set(['board', 'pages', 'saving']));
    const lastPages = seen.filter((p) => p.stage === 'pages').at(-1);
    expect(lastPages).toEqual({ stage: 'pages', done: 4, total: 4 });
    expect(seen.at(-1)).toEqual({ stage: 'saving', done: 1, total: 1 });
    for (const progress of seen) expect(progress.done).toBeLessThanOrEqual(progress.total);
  });

  it('pauses between chunks when the host asks, and stops when cancelled', async () => {
    let pauses = 0;
    await writePdf(sampleDocument(3), { pause: async () => void pauses++ });
    expect(pauses).toBeGreaterThan(3);
    const signal = { aborted: false };
    const cancelled = writePdf(sampleDocument(50), {
      pause: async () => {
        signal.aborted = true;
      },
      signal,
    });
    await expect(cancelled).rejects.toBeInstanceOf(PrintCancelled);
  });
});

function find(element: XmlElement, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  const walk = (e: XmlElement) => {
    if (e.name === name) found.push(e);
    e.children.forEach(walk);
  };
  walk(element);
  return found;
}

describe('SVG writer', () => {
  it('writes well-formed SVG whose viewBox is the page in millimetres', () => {
    const svg = parseXml(writeSvg(sampleDocument(1)));
    expect(svg.name).toBe('svg');
    expect(svg.attributes.width).toBe('210mm');
    expect(svg.attributes.height).toBe('297mm');
    expect(svg.attributes.viewBox).toBe('0 0 210 297');
  });

  it('defines every pattern, symbol and clip it refers to', () => {
    const svg = parseXml(writeSvg(sampleDocument(1)));
    const ids = new Set([...find(svg, 'pattern'), ...find(svg, 'g'), ...find(svg, 'clipPath')].map((e) => e.attributes.id).filter(Boolean));
    const references = [
      ...find(svg, 'use').map((e) => e.attributes.href?.slice(1)),
      ...find(svg, 'path').map((e) => /^url\(#(.+)\)$/.exec(e.attributes.fill ?? '')?.[1]),
      ...find(svg, 'g').map((e) => /^url\(#(.+)\)$/.exec(e.attributes['clip-path'] ?? '')?.[1]),
    ].filter((id): id is string => id !== undefined);
    expect(references.length).toBeGreaterThanOrEqual(4);
    for (const id of references) expect(ids.has(id)).toBe(true);
  });

  it('writes a window onto a large symbol inline, with only what shows in it', () => {
    const texts = Array.from({ length: 10 }, (_, i) => ({ kind: 'text', at: { x: 5 + i * 100, y: 10 }, text: `cell ${i}`, sizeMm: 3, colour: '#000000', anchor: 'start' }) as const);
    const document: DisplayDocument = {
      title: 'Window',
      patterns: {},
      symbols: { board: { bounds: { x: 0, y: 0, width: 1000, height: 20 }, items: texts } },
      pages: [{ widthMm: 210, heightMm: 297, items: [{ kind: 'use', symbol: 'board', transform: { scale: 1, offset: { x: -290, y: 10 } }, clip: { x: 10, y: 10, width: 190, height: 20 } }] }],
    };
    const svg = parseXml(writeSvg(document));
    expect(find(svg, 'use')).toHaveLength(0);
    expect(find(svg, 'text').map((e) => e.text)).toEqual(['cell 3', 'cell 4']);
  });

  it('escapes text and keeps its French characters', () => {
    const svg = parseXml(writeSvg(sampleDocument(1)));
    const texts = find(svg, 'text').map((e) => e.text);
    expect(texts).toContain('Œuvre « élève » & <co>');
    expect(find(svg, 'title')[0]?.text).toBe('Désamorçage');
  });
});

describe('culling and regions', () => {
  const grid = Array.from({ length: 100 }, (_, i) => ({ points: [{ x: (i % 10) * 30, y: Math.floor(i / 10) * 30 }, { x: (i % 10) * 30 + 30, y: Math.floor(i / 10) * 30 }], closed: false }));
  const item = { kind: 'path', path: grid, stroke: { colour: '#000000', widthMm: 0.2 } } as const;

  it('keeps only the subpaths, circles and texts that can show in a window', () => {
    const kept = cullItems(
      [
        item,
        { kind: 'circle', centre: { x: 500, y: 500 }, radiusMm: 5, fill: { colour: '#000000' } },
        { kind: 'text', at: { x: 20, y: 20 }, text: 'in', sizeMm: 3, colour: '#000000', anchor: 'start' },
      ],
      { x: 0, y: 0, width: 40, height: 40 },
    );
    expect(kept.map((k) => k.kind)).toEqual(['path', 'text']);
    // Segments starting at x 0 and 30, in rows 0 and 30, plus the slack around the window.
    expect(kept[0]?.kind === 'path' && kept[0].path.length).toBe(4);
  });

  it('splits a large path by region, keeping every subpath and its paint', () => {
    const split = regionalise([item], 100);
    expect(split.length).toBe(9);
    expect(split.reduce((sum, part) => sum + (part.kind === 'path' ? part.path.length : 0), 0)).toBe(100);
    expect(split.every((part) => part.kind === 'path' && part.stroke === item.stroke)).toBe(true);
    expect(regionalise([{ ...item, path: grid.slice(0, 10) }], 100)).toHaveLength(1);
  });
});
