// Generates pointer tracks with a hand's wobble (not committed).
import { writeFileSync } from 'node:fs';
let seed = 12345;
const rnd = () => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x7fffffff; };
type P = { x: number; y: number };
function track(waypoints: P[], pxPerMm: number, opts: { drift: number; tremor: number; overshoot: number }) {
  // Speed 350 px/s, 60 Hz samples (the pointer events of a mouse).
  const speedMm = 350 / pxPerMm / 60;
  const pts: P[] = [];
  const phase = [rnd() * 6, rnd() * 6, rnd() * 6, rnd() * 6];
  let t = 0;
  for (let i = 0; i < waypoints.length - 1; i++) {
    const a = waypoints[i]!, b = waypoints[i + 1]!;
    const d = Math.hypot(b.x - a.x, b.y - a.y);
    const ux = (b.x - a.x) / d, uy = (b.y - a.y) / d;
    const last = i === waypoints.length - 2;
    const over = last ? 0 : opts.overshoot / pxPerMm;
    const n = Math.ceil((d + over) / speedMm);
    for (let k = 0; k <= n; k++) {
      const s = Math.min(d + over, k * speedMm);
      // min-jerk ease at both ends
      const u = s / (d + over); const e = (10 * u ** 3 - 15 * u ** 4 + 6 * u ** 5) * (d + over);
      t += 1 / 60;
      const drift = (opts.drift / pxPerMm) * Math.sin(2 * Math.PI * 0.7 * t + phase[0]!) + (opts.drift / pxPerMm) * 0.5 * Math.sin(2 * Math.PI * 1.3 * t + phase[1]!);
      const tremor = (opts.tremor / pxPerMm) * Math.sin(2 * Math.PI * 9 * t + phase[2]!) + ((rnd() - 0.5) * opts.tremor) / pxPerMm;
      const along = (opts.tremor / pxPerMm) * 0.5 * Math.sin(2 * Math.PI * 7 * t + phase[3]!);
      pts.push({ x: a.x + ux * (e + along) - uy * (drift + tremor), y: a.y + uy * (e + along) + ux * (drift + tremor) });
    }
    if (over > 0) {
      // Back from the overshoot to the corner, as a hand corrects.
      const m = Math.ceil(over / speedMm);
      for (let k = 1; k <= m; k++) { t += 1 / 60; pts.push({ x: b.x + ux * over * (1 - k / m), y: b.y + uy * over * (1 - k / m) }); }
    }
  }
  return pts.map((p) => ({ x: Math.round(p.x * 100) / 100, y: Math.round(p.y * 100) / 100 }));
}
const H = Math.sqrt(3) * 16; // flat hex 16 mm across flats? placeholder
const drags = {
  squareRow: { note: 'along the line between rows 3 and 4 (y = 60 mm), from column B to column I', pxPerMm: 2, points: track([{ x: 25, y: 60 }, { x: 175, y: 60 }], 2, { drift: 4, tremor: 2.5, overshoot: 0 }) },
  squareCorner: { note: 'a room corner: right along y = 40 mm from column C to column H, then down along x = 140 mm to row 7, overshooting the corner', pxPerMm: 2, points: track([{ x: 45, y: 40 }, { x: 140, y: 40 }, { x: 140, y: 135 }], 2, { drift: 3.5, tremor: 2.5, overshoot: 9 }) },
  squareColumn: { note: 'down the line between columns D and E (x = 80 mm), starting on a crossing', pxPerMm: 2, points: track([{ x: 80, y: 20 }, { x: 80, y: 150 }], 2, { drift: 4, tremor: 2.5, overshoot: 0 }) },
};
const hexDrags = {
  flatRow: { note: 'flat hexes: along the line between hex rows 11 and 12 (counted from 1), from column 9 to column 21', pxPerMm: 2, points: track([{ x: 118, y: 180 }, { x: 284, y: 180 }], 2, { drift: 4, tremor: 2.5, overshoot: 0 }) },
  flatColumn: { note: 'flat hexes: down the line between hex columns 11 and 12, from row 7 to row 16', pxPerMm: 2, points: track([{ x: 154.7, y: 100 }, { x: 154.7, y: 250 }], 2, { drift: 4, tremor: 2.5, overshoot: 0 }) },
  pointyRow: { note: 'pointy hexes: along the line between hex rows 11 and 12, from column 8 to column 18', pxPerMm: 2, points: track([{ x: 130, y: 154.7 }, { x: 290, y: 154.7 }], 2, { drift: 4, tremor: 2.5, overshoot: 0 }) },
};
writeFileSync('renderer/editor/tools/fixtures/wobbly-drags.json', JSON.stringify({ square: drags, hex: hexDrags }, null, 1) + '\n');
console.log(Object.values(drags).map((d) => d.points.length));
