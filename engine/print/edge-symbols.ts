/**
 * Doors, windows, arrow slits and gates drawn as a floor plan draws them, each state its own
 * picture: a closed door is a leaf across the opening between two jambs, an open one the leaf
 * swung square with its arc, a barricaded one planks nailed across, a destroyed one an empty gap
 * with rubble; a window is a double line, a reinforced wall a thick bar braced across. What a
 * feature is comes from its kind's icon (or id), its state's look from `look` (or its id), so a
 * ruleset names neither in code.
 */
import type { EdgeKind, EdgeLook } from '../scenario/types';
import { darker, INK, mix, normalColour, PAPER_WHITE } from './colour';
import type { DisplayItem, PointMm, Stroke } from './display-list';

export type EdgeRole = 'wall' | 'door' | 'window' | 'arrow-slit' | 'gate' | 'parapet';

const ROLES: readonly EdgeRole[] = ['door', 'window', 'arrow-slit', 'gate', 'parapet', 'wall'];

/** What a kind of edge feature is, from its icon, else its id ("tower-door" is a door). */
export function edgeRole(kind: EdgeKind | undefined, kindId: string): EdgeRole {
  for (const name of [kind?.icon, kindId]) {
    if (!name) continue;
    const exact = ROLES.find((role) => role === name);
    if (exact) return exact;
    const within = ROLES.find((role) => name.split(/[-_]/).includes(role) || name.includes(role));
    if (within) return within;
  }
  return 'wall';
}

const LOOKS: readonly EdgeLook[] = ['closed', 'open', 'barricaded', 'destroyed', 'reinforced', 'damaged'];

/** How a state looks: its `look`, else read from its id ("demolished" is destroyed, "lightly-damaged" damaged). */
export function edgeStateLook(kind: EdgeKind | undefined, stateId: string): EdgeLook {
  const state = kind && Object.hasOwn(kind.states, stateId) ? kind.states[stateId] : undefined;
  if (state?.look) return state.look;
  const id = stateId.toLowerCase();
  const named = LOOKS.find((look) => id === look || id.includes(look));
  if (named) return named;
  if (/demolish|broken|breach|ruin/.test(id)) return 'destroyed';
  if (/barr|block|board/.test(id)) return 'barricaded';
  if (/damag/.test(id)) return 'damaged';
  if (/reinf|fortif/.test(id)) return 'reinforced';
  if (state && state.lineOfSight === 'clear' && state.passable) return 'open';
  return 'closed';
}

/** Whether a feature in that look draws as a symbol of its own, not as the plain bar of a wall. */
export function drawnAsSymbol(role: EdgeRole, look: EdgeLook): boolean {
  return role === 'door' || role === 'window' || role === 'arrow-slit' || role === 'gate' || (role === 'wall' && look !== 'closed');
}

interface Frame {
  readonly a: PointMm;
  readonly b: PointMm;
  readonly length: number;
  /** Unit vector along the edge and its normal. */
  readonly u: PointMm;
  readonly n: PointMm;
}

function frameOf(a: PointMm, b: PointMm): Frame {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.sqrt(dx * dx + dy * dy) || 1;
  return { a, b, length, u: { x: dx / length, y: dy / length }, n: { x: -dy / length, y: dx / length } };
}

/** The point `along` mm from a and `across` mm off the edge. */
const at = (f: Frame, along: number, across: number): PointMm => ({ x: f.a.x + f.u.x * along + f.n.x * across, y: f.a.y + f.u.y * along + f.n.y * across });

const line = (points: PointMm[], stroke: Stroke): DisplayItem => ({ kind: 'path', path: [{ points, closed: false }], stroke });

/** A bar `width` thick from `from` to `to` along the edge, as a filled rectangle (crisp ends at any scale). */
function bar(f: Frame, from: number, to: number, width: number, colour: string, outline?: Stroke): DisplayItem {
  const h = width / 2;
  return { kind: 'path', path: [{ points: [at(f, from, -h), at(f, to, -h), at(f, to, h), at(f, from, h)], closed: true }], fill: { colour }, ...(outline ? { stroke: outline } : {}) };
}

/** Short wall stubs either side of an opening. */
function jambs(f: Frame, jamb: number, width: number, colour: string): DisplayItem[] {
  return [bar(f, 0, jamb, width, colour), bar(f, f.length - jamb, f.length, width, colour)];
}

/** Small fragments scattered in a gap: what is left of a destroyed feature. */
function rubble(f: Frame, from: number, to: number, width: number, colour: string): DisplayItem[] {
  const items: DisplayItem[] = [];
  const span = to - from;
  const pieces = [0.18, 0.42, 0.63, 0.85];
  pieces.forEach((t, i) => {
    const across = (i % 2 === 0 ? -1 : 1) * width * 0.35;
    items.push({ kind: 'circle', centre: at(f, from + span * t, across), radiusMm: width * (i % 2 === 0 ? 0.32 : 0.24), fill: { colour } });
  });
  return items;
}

/** Planks nailed across an opening: short bars across the edge. */
function planks(f: Frame, from: number, to: number, width: number, colour: string): DisplayItem[] {
  const items: DisplayItem[] = [];
  const count = 3;
  const stroke: Stroke = { colour, widthMm: width * 0.55, cap: 'butt' };
  for (let i = 0; i < count; i++) {
    const t = from + ((to - from) * (i + 0.5)) / count;
    items.push(line([at(f, t - width * 0.6, -width * 1.3), at(f, t + width * 0.6, width * 1.3)], stroke));
  }
  return items;
}

/**
 * The items of one feature on the segment a → b, `width` being a wall's thickness at this cell size.
 * `colour` is the state's (or kind's) colour from the ruleset.
 */
export function edgeSymbolItems(role: EdgeRole, look: EdgeLook, a: PointMm, b: PointMm, width: number, colour: string): DisplayItem[] {
  const f = frameOf(a, b);
  const wallInk = INK;
  const jamb = Math.min(f.length * 0.14, width * 1.6);
  const inner = f.length - 2 * jamb;
  const thin = Math.max(0.18, width * 0.16);
  const leafColour = normalColour(colour, '#8d5a2b');
  const items: DisplayItem[] = [];
  if (role === 'wall' || role === 'parapet') {
    if (look === 'destroyed') return [...jambs(f, jamb, width, wallInk), ...rubble(f, jamb, f.length - jamb, width, mix(wallInk, PAPER_WHITE, 0.35))];
    if (look === 'damaged') {
      // Cracked: the bar broken into pieces with notches.
      const pieces = 4;
      for (let i = 0; i < pieces; i++) {
        const from = (f.length * i) / pieces + (i === 0 ? 0 : width * 0.3);
        const to = (f.length * (i + 1)) / pieces - (i === pieces - 1 ? 0 : width * 0.3);
        items.push(bar(f, from, to, width * (i % 2 === 0 ? 1 : 0.7), wallInk));
      }
      return items;
    }
    if (look === 'reinforced') {
      // A thicker bar braced across: steel plates on a floor plan.
      items.push(bar(f, 0, f.length, width * 1.5, wallInk));
      const braces = Math.max(2, Math.round(f.length / (width * 3)));
      for (let i = 0; i < braces; i++) {
        const t = (f.length * (i + 0.5)) / braces;
        items.push(line([at(f, t - width * 0.5, -width * 0.6), at(f, t + width * 0.5, width * 0.6)], { colour: '#c9ccd1', widthMm: thin * 1.4, cap: 'butt' }));
      }
      return items;
    }
    return [bar(f, 0, f.length, width, wallInk)];
  }
  if (role === 'arrow-slit') {
    // A wall with a narrow splayed opening in the middle.
    const gap = Math.min(f.length * 0.12, width * 1.2);
    const mid = f.length / 2;
    items.push(bar(f, 0, mid - gap / 2, width, wallInk), bar(f, mid + gap / 2, f.length, width, wallInk));
    items.push({ kind: 'path', path: [{ points: [at(f, mid - gap / 2, 0), at(f, mid - gap * 1.6, width * 1.4), at(f, mid + gap * 1.6, width * 1.4), at(f, mid + gap / 2, 0)], closed: true }], fill: { colour: leafColour, opacity: 0.5 }, stroke: { colour: wallInk, widthMm: thin, join: 'round' } });
    return items;
  }
  items.push(...jambs(f, jamb, width, wallInk));
  if (look === 'destroyed') return [...items, ...rubble(f, jamb, f.length - jamb, width, mix(leafColour, INK, 0.3))];
  const leafStroke: Stroke = { colour: darker(leafColour, 0.45), widthMm: thin, join: 'round' };
  if (role === 'window') {
    // A window's double line: two thin panes with the glass between.
    const pane = width * 0.3;
    items.push(bar(f, jamb, f.length - jamb, width * 0.9, mix(leafColour, PAPER_WHITE, 0.45)));
    items.push(line([at(f, jamb, -pane), at(f, f.length - jamb, -pane)], { colour: wallInk, widthMm: thin, cap: 'butt' }));
    items.push(line([at(f, jamb, pane), at(f, f.length - jamb, pane)], { colour: wallInk, widthMm: thin, cap: 'butt' }));
    if (look === 'open') items.push(line([at(f, f.length / 2, -pane), at(f, f.length / 2, pane)], { colour: wallInk, widthMm: thin, cap: 'butt' }));
    if (look === 'barricaded' || look === 'reinforced') items.push(...planks(f, jamb, f.length - jamb, width, look === 'reinforced' ? '#7d8590' : '#6b4423'));
    return items;
  }
  const leaves = role === 'gate' ? 2 : 1;
  const leafWidth = width * 0.55;
  if (look === 'open') {
    // Each leaf swung square from its hinge, with the dashed arc it sweeps.
    const span = inner / leaves;
    for (let i = 0; i < leaves; i++) {
      const hinge = i === 0 ? jamb : f.length - jamb;
      const sign = i === 0 ? 1 : -1;
      const tip = at(f, hinge, span);
      items.push({ kind: 'path', path: [{ points: [at(f, hinge - (sign * leafWidth) / 2, 0), at(f, hinge + (sign * leafWidth) / 2, 0), at(f, hinge + (sign * leafWidth) / 2, span), at(f, hinge - (sign * leafWidth) / 2, span)], closed: true }], fill: { colour: leafColour }, stroke: leafStroke });
      const arc: PointMm[] = [tip];
      const steps = 10;
      for (let s = 1; s <= steps; s++) {
        const angle = ((Math.PI / 2) * s) / steps;
        arc.push(at(f, hinge + sign * span * Math.sin(angle), span * Math.cos(angle)));
      }
      items.push(line(arc, { colour: darker(leafColour, 0.3), widthMm: thin * 0.8, dashMm: [thin * 3, thin * 2], cap: 'butt' }));
    }
    return items;
  }
  // Closed: the leaf (or both leaves) across the opening.
  if (leaves === 1) items.push(bar(f, jamb, f.length - jamb, look === 'reinforced' ? width : leafWidth, leafColour, leafStroke));
  else items.push(bar(f, jamb, f.length / 2 - thin / 2, width * 0.8, leafColour, leafStroke), bar(f, f.length / 2 + thin / 2, f.length - jamb, width * 0.8, leafColour, leafStroke));
  if (look === 'barricaded') items.push(...planks(f, jamb, f.length - jamb, width, '#6b4423'));
  if (look === 'reinforced') items.push(...planks(f, jamb, f.length - jamb, width, '#7d8590'));
  if (look === 'damaged') items.push(line([at(f, f.length * 0.42, -width), at(f, f.length * 0.5, width * 0.2), at(f, f.length * 0.58, -width)], { colour: INK, widthMm: thin, join: 'round' }));
  return items;
}

/** A feature drawn as its floor-plan symbol in a small box (the legend's swatch, an edge counter's picture). */
export function featureInBox(role: EdgeRole, look: EdgeLook, colour: string, box: { readonly x: number; readonly y: number; readonly width: number; readonly height: number }): DisplayItem[] {
  // An open leaf swings across the edge: that one hangs from the top of the box.
  const open = look === 'open' && role !== 'window';
  const length = open ? Math.min(box.width - 2, (box.height - 0.5) / 0.72) : box.width - 2;
  const y = open ? box.y + 0.5 : box.y + box.height / 2;
  const x = box.x + box.width / 2;
  const width = Math.min(1.6, box.height * 0.22);
  return edgeSymbolItems(role, look, { x: x - length / 2, y }, { x: x + length / 2, y }, width, colour);
}
