/**
 * Display document to PDF with pdf-lib (pure JS, no eval). A shared symbol (the board) shown whole
 * (fitted page, assembly map) is one form XObject. A page showing a small window of it (a poster
 * tile) gets a form of only what lies in that window: viewers and printers then interpret a page's
 * worth of drawing per page, not the whole board 60 times. Forms keep the board's coordinates,
 * so fill patterns line up across pages. Each page's drawing is itself a form painted under the
 * mm-to-points matrix, so patterns, whose space is that of the stream using them, are in mm.
 */
import { PDFDocument, PDFName, StandardFonts, type PDFDict, type PDFRef } from 'pdf-lib';
import { countItems, cullItems, imagesUsed, symbolWindow, type DisplayDocument, type DisplayItem, type RectMm, type UseItem } from './display-list';
import { num, PdfContent, type PdfNames } from './pdf-content';
import { ProgressMeter, type RenderControl } from './progress';
import { PT_PER_MM } from './units';

/** Room around a symbol's bounds for strokes and labels that overhang them. */
const SYMBOL_BLEED_MM = 10;

function usesIn(items: readonly DisplayItem[]): UseItem[] {
  return items.flatMap((item) => (item.kind === 'use' ? [item] : item.kind === 'group' ? usesIn(item.items) : []));
}

function bbox(rect: RectMm, bleed: number): number[] {
  return [rect.x - bleed, rect.y - bleed, rect.x + rect.width + bleed, rect.y + rect.height + bleed];
}

/** Deflating costs a fixed setup per stream: below this size it takes longer than it saves. */
const DEFLATE_FROM_BYTES = 1024;

export interface PdfMetadata {
  readonly author?: string;
  readonly language?: string;
}

export async function writePdf(document: DisplayDocument, control: RenderControl = {}, metadata: PdfMetadata = {}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(document.title);
  pdf.setCreator('Skirmish Studio');
  pdf.setProducer('Skirmish Studio with pdf-lib');
  if (metadata.author) pdf.setAuthor(metadata.author);
  if (metadata.language) pdf.setLanguage(metadata.language);
  const context = pdf.context;
  const regular = pdf.embedStandardFont(StandardFonts.Helvetica);
  const bold = pdf.embedStandardFont(StandardFonts.HelveticaBold);

  // Shared resource dictionaries, filled as names are handed out.
  const fonts = context.obj({ F1: regular.ref, F2: bold.ref });
  const opacities = context.obj({}) as PDFDict;
  const patterns = context.obj({}) as PDFDict;
  const symbols = context.obj({}) as PDFDict;
  // Images and shared forms are XObjects of one dictionary: forms of the board draw images too.
  const xObjects = context.register(symbols);
  const inner = context.register(context.obj({ Font: context.register(fonts), ExtGState: context.register(opacities), Pattern: context.register(patterns), XObject: xObjects }));
  const outer = context.register(context.obj({ Font: context.register(fonts), ExtGState: context.register(opacities), Pattern: context.register(patterns), XObject: xObjects }));

  // Each image the pages or forms show, embedded once as it is (its own pixels, not resampled).
  const imageNames = new Map<string, string>();
  const shown = imagesUsed(document.pages.flatMap((page) => page.items));
  for (const symbol of Object.values(document.symbols)) imagesUsed(symbol.items, shown);
  for (const id of shown) {
    const image = document.images?.[id];
    if (!image) throw new RangeError(`The document has no image "${id}".`);
    const embedded = image.format === 'png' ? await pdf.embedPng(image.bytes) : await pdf.embedJpg(image.bytes);
    const name = `I${imageNames.size}`;
    imageNames.set(id, name);
    symbols.set(PDFName.of(name), embedded.ref);
  }

  const nameOf = (registry: Map<string, string>, prefix: string) => (key: string) => {
    let name = registry.get(key);
    if (name === undefined) {
      name = `${prefix}${registry.size}`;
      registry.set(key, name);
    }
    return name;
  };
  const opacityNames = new Map<string, string>();
  const patternNames = new Map<string, string>();
  const symbolNames = new Map<string, string>();
  let windows = 0;
  const names: PdfNames = {
    pattern: nameOf(patternNames, 'P'),
    patternBackground: (id) => document.patterns[id]?.background,
    formFor: async (use: UseItem) => {
      const symbol = document.symbols[use.symbol];
      if (!symbol) throw new RangeError(`The document has no symbol "${use.symbol}".`);
      const window = symbolWindow(use, symbol);
      if (!window) return nameOf(symbolNames, 'S')(use.symbol);
      const contents = await stream(cullItems(symbol.items, window), silent);
      const name = `W${windows++}`;
      symbols.set(PDFName.of(name), context.register(encoded(contents, { Type: 'XObject', Subtype: 'Form', BBox: bbox(window, SYMBOL_BLEED_MM), Resources: inner })));
      return name;
    },
    opacity: (fill, stroke) => {
      const key = `${num(fill)} ${num(stroke)}`;
      const known = opacityNames.get(key);
      if (known !== undefined) return known;
      const name = nameOf(opacityNames, 'G')(key);
      opacities.set(PDFName.of(name), context.obj({ Type: 'ExtGState', ca: fill, CA: stroke }));
      return name;
    },
    encode: (text, isBold) => (isBold ? bold : regular).encodeText(text).toString(),
    image: (id) => {
      const name = imageNames.get(id);
      if (name === undefined) throw new RangeError(`The document has no image "${id}".`);
      return name;
    },
  };

  const encoded = (contents: string, dict: Parameters<typeof context.stream>[1] = {}) =>
    contents.length >= DEFLATE_FROM_BYTES ? context.flateStream(contents, dict) : context.stream(contents, dict);

  const stream = async (items: readonly DisplayItem[], meter: ProgressMeter, prefix = ''): Promise<string> => {
    const content = new PdfContent(names, meter);
    if (prefix) content.push(prefix);
    await content.items(items);
    return content.toString();
  };

  const silent = new ProgressMeter({}, 'pages', 0, Number.POSITIVE_INFINITY);
  const patternEntries = Object.entries(document.patterns);
  // Symbols some page shows whole are written once, up front.
  const shownWhole = (use: UseItem) => {
    const symbol = document.symbols[use.symbol];
    return symbol !== undefined && symbolWindow(use, symbol) === null;
  };
  const whole = new Set(document.pages.flatMap((page) => usesIn(page.items).filter(shownWhole).map((use) => use.symbol)));
  const symbolEntries = Object.entries(document.symbols).filter(([id]) => whole.has(id));
  const boardWork = patternEntries.reduce((sum, [, tile]) => sum + countItems(tile.items), 0) + symbolEntries.reduce((sum, [, symbol]) => sum + countItems(symbol.items), 0);
  const boardMeter = new ProgressMeter(control, 'board', boardWork);

  for (const [id, tile] of patternEntries) {
    const contents = await stream(tile.items, boardMeter);
    const ref = context.register(
      encoded(contents, {
        Type: 'Pattern',
        PatternType: 1,
        PaintType: 1,
        TilingType: 1,
        BBox: [0, 0, tile.widthMm, tile.heightMm],
        XStep: tile.widthMm,
        YStep: tile.heightMm,
        Resources: inner,
      }),
    );
    patterns.set(PDFName.of(names.pattern(id)), ref);
  }
  for (const [id, symbol] of symbolEntries) {
    const contents = await stream(symbol.items, boardMeter);
    const ref = context.register(encoded(contents, { Type: 'XObject', Subtype: 'Form', BBox: bbox(symbol.bounds, SYMBOL_BLEED_MM), Resources: inner }));
    symbols.set(PDFName.of(nameOf(symbolNames, 'S')(id)), ref);
  }
  await boardMeter.finish();

  const pageMeter = new ProgressMeter(control, 'pages', document.pages.length, 1);
  for (const page of document.pages) {
    const contents = await stream(page.items, silent);
    const form: PDFRef = context.register(encoded(contents, { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, page.widthMm, page.heightMm], Resources: outer }));
    const widthPt = page.widthMm * PT_PER_MM;
    const heightPt = page.heightMm * PT_PER_MM;
    const pdfPage = pdf.addPage([widthPt, heightPt]);
    pdfPage.node.set(PDFName.of('Resources'), context.obj({ XObject: { Pg: form } }));
    // Millimetres to points, y downwards: the display list's own convention. Full precision: it scales everything.
    pdfPage.node.set(PDFName.of('Contents'), context.register(encoded(`q ${PT_PER_MM} 0 0 ${-PT_PER_MM} 0 ${heightPt} cm /Pg Do Q`)));
    await pageMeter.advance();
  }
  await pageMeter.finish();

  const savingMeter = new ProgressMeter(control, 'saving', 1);
  const bytes = await pdf.save({ useObjectStreams: true });
  await savingMeter.finish();
  return bytes;
}
