/**
 * Prints display-list pages through the system (Electron) or browser print dialog: each page as an
 * SVG image sized in millimetres on a page of the same size, so nothing is scaled on the way.
 */
import { writeSvg, type DisplayDocument, type PrintProgress } from '../../engine/print';

const PAGES_CLASS = 'print-pages';

export async function printPages(document: DisplayDocument, onProgress: (progress: PrintProgress) => void): Promise<void> {
  const first = document.pages[0];
  if (!first) return;
  const host = window.document.createElement('div');
  host.className = PAGES_CLASS;
  const urls: string[] = [];
  // The page size comes from the document; a constructed sheet sets it without an inline <style>.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`@page { size: ${first.widthMm}mm ${first.heightMm}mm; margin: 0; }`);
  const sheets = window.document.adoptedStyleSheets;
  window.document.adoptedStyleSheets = [...sheets, sheet];
  try {
    const loads: Promise<unknown>[] = [];
    for (let index = 0; index < document.pages.length; index++) {
      const page = document.pages[index]!;
      const url = URL.createObjectURL(new Blob([writeSvg(document, index)], { type: 'image/svg+xml' }));
      urls.push(url);
      const image = window.document.createElement('img');
      image.className = `${PAGES_CLASS}__page`;
      image.style.width = `${page.widthMm}mm`;
      image.style.height = `${page.heightMm}mm`;
      image.alt = '';
      loads.push(new Promise((resolve) => image.addEventListener('load', resolve, { once: true })));
      image.src = url;
      host.append(image);
      onProgress({ stage: 'pages', done: index + 1, total: document.pages.length });
      if (index % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 0));
    }
    window.document.body.append(host);
    await Promise.all(loads);
    window.print();
  } finally {
    host.remove();
    urls.forEach((url) => URL.revokeObjectURL(url));
    window.document.adoptedStyleSheets = sheets;
  }
}
