/** A labelled counter: the same drawing on the board, on the counter sheet and in the legend. */
import { INK, inkOn } from './colour';
import type { DisplayItem, PointMm, Subpath } from './display-list';
import { CAP_HEIGHT_EM, fitText, printableText } from './text';

export interface CounterFace {
  readonly label: string;
  readonly detail?: string;
  readonly fill: string;
  readonly rim?: string | null;
  readonly count?: number;
}

/** A rectangle with rounded corners as one closed polyline (arcs in 4 steps per corner). */
export function roundedRect(x: number, y: number, width: number, height: number, radius: number): Subpath {
  const r = Math.max(0, Math.min(radius, width / 2, height / 2));
  if (r === 0) return { points: [{ x, y }, { x: x + width, y }, { x: x + width, y: y + height }, { x, y: y + height }], closed: true };
  const points: PointMm[] = [];
  const corner = (cx: number, cy: number, start: number) => {
    for (let i = 0; i <= 4; i++) {
      const angle = start + (i * Math.PI) / 8;
      points.push({ x: cx + r * Math.cos(angle), y: cy + r * Math.sin(angle) });
    }
  };
  corner(x + width - r, y + r, -Math.PI / 2);
  corner(x + width - r, y + height - r, 0);
  corner(x + r, y + height - r, Math.PI / 2);
  corner(x + r, y + r, Math.PI);
  return { points, closed: true };
}

/**
 * The label on one line, or on two when that lets it print larger ("Attacking / agent"), in bold;
 * the detail line under it in regular type.
 */
function labelLines(label: string, room: number, preferred: number, minimum: number): { lines: string[]; sizeMm: number } {
  const single = fitText(label, room, preferred, minimum, true);
  const words = printableText(label).split(' ');
  let best = { lines: [single.text], sizeMm: single.sizeMm };
  for (let cut = 1; cut < words.length; cut++) {
    const top = fitText(words.slice(0, cut).join(' '), room, preferred * 0.8, minimum, true);
    const bottom = fitText(words.slice(cut).join(' '), room, preferred * 0.8, minimum, true);
    const size = Math.min(top.sizeMm, bottom.sizeMm);
    if (size > best.sizeMm * 1.15) best = { lines: [fitText(words.slice(0, cut).join(' '), room, size, size, true).text, fitText(words.slice(cut).join(' '), room, size, size, true).text], sizeMm: size };
  }
  return best;
}

function labels(face: CounterFace, centre: PointMm, width: number, height: number, ink: string): DisplayItem[] {
  const items: DisplayItem[] = [];
  const room = width * 0.86;
  const main = labelLines(face.label, room, Math.min(height * 0.3, 6), Math.min(1.2, height * 0.2));
  const detail = face.detail ? fitText(face.detail, room, Math.min(main.sizeMm * 0.75, 4), Math.min(1, height * 0.15)) : null;
  const cap = (size: number) => size * CAP_HEIGHT_EM;
  const lineGap = main.sizeMm * 0.35;
  const mainBlock = main.lines.length * cap(main.sizeMm) + (main.lines.length - 1) * lineGap;
  const detailBlock = detail && detail.text ? main.sizeMm * 0.3 + cap(detail.sizeMm) : 0;
  let baseline = centre.y - (mainBlock + detailBlock) / 2;
  for (const line of main.lines) {
    baseline += cap(main.sizeMm);
    items.push({ kind: 'text', at: { x: centre.x, y: baseline }, text: line, sizeMm: main.sizeMm, colour: ink, anchor: 'middle', bold: true });
    baseline += lineGap;
  }
  if (detail && detail.text) {
    items.push({ kind: 'text', at: { x: centre.x, y: baseline - lineGap + detailBlock }, text: detail.text, sizeMm: detail.sizeMm, colour: ink, anchor: 'middle' });
  }
  if ((face.count ?? 1) > 1) {
    const size = Math.min(height * 0.2, 3.5);
    items.push({ kind: 'text', at: { x: centre.x + width / 2 - width * 0.08, y: centre.y - height / 2 + height * 0.08 + size * 0.718 }, text: `×${face.count}`, sizeMm: size, colour: ink, anchor: 'end', bold: true });
  }
  return items;
}

/** A counter centred on a point, its corners rounded by `cornerFactor` of its smaller side (0: square, for cutting with a ruler). */
export function rectCounter(face: CounterFace, centre: PointMm, width: number, height: number, cornerFactor = 0.12): DisplayItem[] {
  const rim = face.rim ?? null;
  const rimWidth = rim ? Math.max(0.5, Math.min(width, height) * 0.07) : Math.max(0.2, Math.min(width, height) * 0.015);
  const outline = roundedRect(centre.x - width / 2, centre.y - height / 2, width, height, Math.min(width, height) * cornerFactor);
  return [
    { kind: 'path', path: [outline], fill: { colour: face.fill }, stroke: { colour: rim ?? INK, widthMm: rimWidth, join: 'round' } },
    ...labels(face, centre, width - rimWidth * 2, height - rimWidth * 2, inkOn(face.fill)),
  ];
}

/** A round counter (a model's base on a free table, a marker on an area map). */
export function roundCounter(face: CounterFace, centre: PointMm, diameter: number): DisplayItem[] {
  const rim = face.rim ?? null;
  const rimWidth = rim ? Math.max(0.5, diameter * 0.07) : Math.max(0.2, diameter * 0.015);
  return [
    { kind: 'circle', centre, radiusMm: diameter / 2, fill: { colour: face.fill }, stroke: { colour: rim ?? INK, widthMm: rimWidth } },
    ...labels(face, centre, diameter * 0.78, diameter * 0.78, inkOn(face.fill)),
  ];
}
