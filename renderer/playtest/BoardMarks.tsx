/**
 * The drawings the playtest lays over the board, in millimetres: markers by their style, the
 * selected piece's reach (with its cost) and targets, and the counters of the pieces with their
 * health and status marks. Shapes only; the board view decides what a click does.
 */
import type Konva from 'konva';
import { Circle, Group, Line, Rect, Shape, Text } from 'react-konva';
import type { DisplayItem } from '../../engine/print';
import { rectCounter, roundCounter, type CounterFace } from '../../engine/print/counter-face';
import { baseCounters } from '../../engine/print/scene-pieces';
import { drawItems, type PatternCache } from '../canvas/drawDisplayList';
import { artSprite, decodedImage } from '../canvas/artImages';
import type { MarkerView, PieceView } from '../../engine/rules/core/presenter';
import type { Spot } from '../../engine/print/places';

/** A sign for each status mark a ruleset names; others show their first letter. */
const MARK_SIGNS: Readonly<Record<string, string>> = { flashed: '✷', disoriented: '↻', stunned: '✱', wounded: '✚', hit: '✚', damaged: '✚', mounted: '♞', ladder: '☰', barrel: '◍', tower: '♜', ram: '⇛', overwatch: '◉', engaged: '⚔', immobilised: '⛓', fleeing: '↯', activated: '✓', active: '▶', ordered: '⚑' };

interface MarkerStyle {
  readonly fill: string;
  readonly text?: string;
  readonly colour?: string;
  /** Covers the whole place (a cell, an area's disc) rather than a badge at its edge. */
  readonly whole?: boolean;
  /** The colour of a ring about a whole place, seen past the pieces on it. */
  readonly ring?: string;
}

const MARKER_STYLES: Readonly<Record<string, MarkerStyle>> = {
  smoke: { fill: 'rgba(120,120,120,0.45)', whole: true },
  gas: { fill: 'rgba(150,190,60,0.40)', whole: true },
  fire: { fill: 'rgba(230,100,20,0.35)', text: '✹', colour: '#b33c00', whole: true },
  trap: { fill: 'rgba(0,0,0,0)', text: '⚠', colour: '#a4161a' },
  damage: { fill: 'rgba(90,60,20,0.25)', colour: '#5a3c14' },
  // The dead lying in a hex, with their count.
  dead: { fill: 'rgba(70,70,70,0.3)', colour: '#2b2b2b' },
  // Area maps: who a place is loyal to (in that side's colour), who holds it down, what stops it, what is there.
  loyalty: { fill: '#f1c40f', text: '✓', colour: '#ffffff' },
  subjugation: { fill: '#34495e', text: 'S', colour: '#ffffff' },
  sabotage: { fill: '#8e44ad', text: '✖', colour: '#ffffff' },
  'rebel-base': { fill: '#c0392b', text: '★', colour: '#ffffff' },
  excluded: { fill: 'rgba(40,40,40,0.32)', whole: true },
  // A flag (in its side's colour), the place acting now, an arrow (its label is the arrow), where it landed, a place that waits on a decision.
  flag: { fill: '#1f3f7a', text: '⚑', colour: '#ffffff' },
  active: { fill: 'rgba(255,211,61,0.22)', whole: true },
  arrow: { fill: 'rgba(255,255,255,0.85)', colour: '#1f3f7a' },
  landing: { fill: 'rgba(164,22,26,0.7)', text: '✕', colour: '#ffffff' },
  alert: { fill: 'rgba(164,22,26,0.25)', text: '⚠', colour: '#a4161a', whole: true },
  // Where a combat is being fought (an area map's battle).
  combat: { fill: 'rgba(164,22,26,0.3)', ring: '#a4161a', whole: true },
};

interface MarkerProps {
  readonly marker: MarkerView;
  readonly spot: Spot;
  /** The colour of the side the marker stands for, if any. */
  readonly colour?: string;
  /** The place is an area's disc, not a square cell. */
  readonly round: boolean;
  /** The marker's counter from the ruleset's symbols (a loyalty or subjugation marker), drawn as the board draws it. */
  readonly face?: CounterFace;
}

/** Whether a marker is a badge that may show its counter (see `MarkerShape`): not a whole-place one, not one with a text of its own. */
export const isBadge = (marker: MarkerView) => !MARKER_STYLES[marker.style]?.whole && marker.label === undefined;

/** A whole-place marker fills the spot; a badge is a small disc at the spot given (see `markerSpots`), its counter when it has one. */
export function MarkerShape({ marker, spot, colour, round, face }: MarkerProps) {
  const style = MARKER_STYLES[marker.style] ?? { fill: 'rgba(31,111,235,0.15)', colour: '#1f3f7a' };
  const size = spot.size;
  if (face && isBadge(marker)) {
    const items = counterItems(face, size, true);
    return (
      <Group listening={false} name={`marker marker-${marker.style}`} x={spot.x} y={spot.y}>
        <Shape listening={false} perfectDrawEnabled={false} sceneFunc={(context) => drawItems((context as unknown as { _context: CanvasRenderingContext2D })._context, items, {}, patternCache, PICTURES)} />
      </Group>
    );
  }
  const fill = colour ?? style.fill;
  const text = style.text ?? marker.label;
  if (style.whole) {
    return (
      <Group listening={false} name={`marker marker-${marker.style}`}>
        {round ? (
          <Circle x={spot.x} y={spot.y} radius={size / 2} fill={fill} stroke={style.ring} strokeWidth={size * 0.05} />
        ) : (
          <Rect x={spot.x - size / 2} y={spot.y - size / 2} width={size} height={size} fill={fill} stroke={style.ring} strokeWidth={size * 0.05} />
        )}
        {text && <Text x={spot.x - size / 2} y={spot.y + size / 8} width={size} align="center" text={text} fontSize={size / 3} fill={style.colour ?? '#222222'} />}
      </Group>
    );
  }
  return (
    <Group listening={false} name={`marker marker-${marker.style}`}>
      <Circle x={spot.x} y={spot.y} radius={size / 2} fill={fill} stroke="#222222" strokeWidth={size * 0.06} />
      {text && <Text x={spot.x - size / 2} y={spot.y - size * 0.33} width={size} align="center" text={text} fontSize={size * 0.66} fill={style.colour ?? '#222222'} />}
    </Group>
  );
}

/**
 * Where each marker is drawn: a whole-place marker over its place; a badge in the middle of a
 * cell, or, on an area map, in a row along the top of the area's disc with the other badges
 * there, so that none hides another or the pieces in the middle.
 */
export function markerSpots(markers: readonly MarkerView[], spotOfPlace: (marker: MarkerView) => Spot | null, key: (marker: MarkerView) => string, round: boolean): Map<string, Spot> {
  const badges = new Map<string, MarkerView[]>();
  const spots = new Map<string, Spot>();
  for (const marker of markers) {
    const spot = spotOfPlace(marker);
    if (!spot) continue;
    if (MARKER_STYLES[marker.style]?.whole) spots.set(marker.id, spot);
    else if (!round) spots.set(marker.id, { x: spot.x, y: spot.y, size: spot.size * 0.4 });
    else badges.set(key(marker), [...(badges.get(key(marker)) ?? []), marker]);
  }
  for (const group of badges.values()) {
    const spot = spotOfPlace(group[0] as MarkerView) as Spot;
    const size = spot.size * 0.26;
    group.forEach((marker, index) => {
      spots.set(marker.id, { x: spot.x + (index - (group.length - 1) / 2) * size * 1.05, y: spot.y - spot.size * 0.5 + size * 0.15, size });
    });
  }
  return spots;
}

/**
 * A place a move reaches, and its cost. The cost sits in a corner the board leaves free: the top
 * right of a square (its name is at the top left, a room's name often low in its cells), the bottom
 * right of a hex (its name is at the top); a piece stands in the middle.
 */
export function ReachShape({ spot, label, round = false, square = false, onClick }: { readonly spot: Spot; readonly label?: string; readonly round?: boolean; readonly square?: boolean; readonly onClick?: () => void }) {
  const size = spot.size;
  return (
    <Group listening={onClick !== undefined} name={onClick ? 'reach-walk' : 'reach'} {...(onClick ? { onClick, onTap: onClick } : {})}>
      {/* A place walked to takes its clicks anywhere inside, not only on the dashed outline. */}
      {onClick && <Rect x={spot.x - size / 2} y={spot.y - size / 2} width={size} height={size} fill="rgba(0,0,0,0)" />}
      {round ? <Circle x={spot.x} y={spot.y} radius={size * 0.44} stroke="#1a7f37" strokeWidth={size * 0.02} dash={[size * 0.06, size * 0.04]} /> : null}
      <Rect name="reach-outline" visible={!round} x={spot.x - size / 2 + size * 0.06} y={spot.y - size / 2 + size * 0.06} width={size * 0.88} height={size * 0.88} stroke="#1a7f37" strokeWidth={size * 0.025} dash={[size * 0.08, size * 0.05]} />
      {label && <Text name="reach-cost" x={spot.x} y={square ? spot.y - size / 2 + size * 0.1 : spot.y + size * 0.22} width={size / 2 - size * 0.1} align="right" text={label} fontSize={size * 0.24} fontStyle="bold" fill="#1a7f37" />}
    </Group>
  );
}

/** Where the action under the mouse or the keyboard in the list acts: a thick ring over everything, which lets clicks through. */
export function PreviewShape({ spot, round }: { readonly spot: Spot; readonly round: boolean }) {
  const width = Math.max(spot.size * 0.07, 0.8);
  return round ? (
    <Circle name="preview" x={spot.x} y={spot.y} radius={spot.size * 0.5} stroke="#e8590c" strokeWidth={width} listening={false} />
  ) : (
    <Rect name="preview" x={spot.x - spot.size / 2 + width / 2} y={spot.y - spot.size / 2 + width / 2} width={spot.size - width} height={spot.size - width} stroke="#e8590c" strokeWidth={width} listening={false} />
  );
}

export function TargetShape({ spot }: { readonly spot: Spot }) {
  return <Circle name="target" x={spot.x} y={spot.y} radius={spot.size * 0.44} stroke="#a4161a" strokeWidth={spot.size * 0.032} dash={[spot.size * 0.064, spot.size * 0.04]} listening={false} />;
}

/** Health as hearts, or as a number past a handful (a Star Destroyer's eight). */
function hearts(health: number, max: number): string {
  const left = Math.max(0, health);
  return max > 4 ? `♥${left}/${max}` : '♥'.repeat(left);
}

interface CounterProps {
  readonly piece: PieceView;
  readonly spot: Spot;
  readonly colour: string;
  /** Outline: the piece selected, or a piece a click attacks. */
  readonly outline: 'selected' | 'target' | null;
  readonly onClick: (event: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => void;
  /** The scenario's counter for this piece, drawn as on the board and on paper. */
  readonly face?: CounterFace;
  /** Round (a base, a marker on an area map) rather than square. */
  readonly round?: boolean;
}

/** A counter's drawing from the print engine, kept per face and size. */
const faceItems = new WeakMap<CounterFace, Map<string, readonly DisplayItem[]>>();
const patternCache: PatternCache = new Map();
/** The designer's images on counters: rasters decoded once, vector images from their bitmaps. */
const PICTURES = { images: decodedImage, sprites: artSprite };

function counterItems(face: CounterFace, size: number, round: boolean): readonly DisplayItem[] {
  let bySize = faceItems.get(face);
  if (!bySize) faceItems.set(face, (bySize = new Map()));
  const key = `${size}|${round}`;
  let items = bySize.get(key);
  if (!items) bySize.set(key, (items = round ? roundCounter(face, { x: 0, y: 0 }, size) : rectCounter(face, { x: 0, y: 0 }, size, size)));
  return items;
}

export function PieceCounter({ piece, spot, colour, outline, onClick, face, round = false }: CounterProps) {
  const size = spot.size;
  const radius = size * 0.34;
  const marks = piece.marks.map((mark) => MARK_SIGNS[mark.id] ?? mark.id.slice(0, 1).toUpperCase()).join('');
  const stroke = outline === 'target' ? '#a4161a' : outline === 'selected' ? '#ffd33d' : '#222222';
  if (piece.bases && piece.bases.length > 0) {
    // A unit of models on a free table: each base at its true size with the counter the board draws
    // (the first with the unit's name and numbers), outlined when selected or targeted, its name above.
    const top = Math.min(...piece.bases.map((base) => base.y - base.radiusMm)) - spot.y;
    // Round bases carry the board's counters; a vehicle's hull is drawn as the hull it is.
    const counters = face && piece.bases.every((base) => !base.outline) ? baseCounters(face, piece.bases.map((base) => ({ at: { x: base.x - spot.x, y: base.y - spot.y }, sizeMm: base.radiusMm * 2 }))) : null;
    return (
      <Group name="piece" id={`piece-${piece.id}`} x={spot.x} y={spot.y} onClick={onClick} onTap={onClick}>
        {piece.bases.map((base, index) => {
          if (!base.outline || base.outline.length < 3) return <Circle key={index} name="base" x={base.x - spot.x} y={base.y - spot.y} radius={base.radiusMm} fill={counters ? 'rgba(0,0,0,0.001)' : colour} opacity={counters ? 1 : 0.85} stroke={counters && !outline ? undefined : stroke} strokeWidth={outline ? base.radiusMm * 0.35 : 0.4} />;
          // A vehicle's hull at its true size and facing, a line from its middle to its front.
          const [left, right] = base.outline;
          const front = { x: ((left?.x ?? base.x) + (right?.x ?? base.x)) / 2 - spot.x, y: ((left?.y ?? base.y) + (right?.y ?? base.y)) / 2 - spot.y };
          return (
            <Group key={index} name="hull">
              <Line points={base.outline.flatMap((corner) => [corner.x - spot.x, corner.y - spot.y])} closed fill={colour} opacity={0.85} stroke={stroke} strokeWidth={outline ? 3 : 0.6} />
              <Line points={[base.x - spot.x, base.y - spot.y, front.x, front.y]} stroke="#ffffff" strokeWidth={2} listening={false} />
            </Group>
          );
        })}
        {counters && <Shape listening={false} perfectDrawEnabled={false} sceneFunc={(context) => drawItems((context as unknown as { _context: CanvasRenderingContext2D })._context, counters, {}, patternCache, PICTURES)} />}
        {counters && outline && piece.bases.map((base, index) => <Circle key={`ring-${index}`} x={base.x - spot.x} y={base.y - spot.y} radius={base.radiusMm} stroke={stroke} strokeWidth={base.radiusMm * 0.35} listening={false} />)}
        <Text x={-size * 2} y={top - size * 0.7} width={size * 4} align="center" text={`${piece.short}${marks ? ` ${marks}` : ''}`} fontSize={size * 0.55} fontStyle="bold" fill="#1b1b1b" listening={false} />
      </Group>
    );
  }
  if (face) {
    // The scenario's own counter, as the board and the paper draw it; health and marks around it.
    const side = size * 0.72;
    const items = counterItems(face, side, round);
    const ring = outline === 'target' ? '#a4161a' : outline === 'selected' ? '#ffd33d' : null;
    return (
      <Group name="piece" id={`piece-${piece.id}`} x={spot.x} y={spot.y} onClick={onClick} onTap={onClick}>
        {round ? <Circle radius={side / 2} fill="rgba(0,0,0,0.001)" /> : <Rect x={-side / 2} y={-side / 2} width={side} height={side} fill="rgba(0,0,0,0.001)" />}
        <Shape listening={false} perfectDrawEnabled={false} sceneFunc={(context) => drawItems((context as unknown as { _context: CanvasRenderingContext2D })._context, items, {}, patternCache, PICTURES)} />
        {ring && (round ? <Circle radius={side / 2 + size * 0.03} stroke={ring} strokeWidth={size * 0.05} listening={false} /> : <Rect x={-side / 2 - size * 0.03} y={-side / 2 - size * 0.03} width={side + size * 0.06} height={side + size * 0.06} stroke={ring} strokeWidth={size * 0.05} cornerRadius={side * 0.12} listening={false} />)}
        <Text x={-size / 2} y={side / 2 + size * 0.01} width={size} align="center" text={hearts(piece.health, piece.maxHealth)} fontSize={size * 0.13} fill="#a4161a" listening={false} />
        {marks && <Text x={side * 0.3} y={-side / 2 - size * 0.12} text={marks} fontSize={size * 0.2} fill="#7a4b00" listening={false} />}
        {piece.count !== undefined && piece.count > 1 && <Text x={-side / 2} y={-side / 2 - size * 0.12} text={`×${piece.count}`} fontSize={size * 0.18} fill="#222222" fontStyle="bold" listening={false} />}
      </Group>
    );
  }
  return (
    <Group name="piece" id={`piece-${piece.id}`} x={spot.x} y={spot.y} onClick={onClick} onTap={onClick}>
      <Circle radius={radius} fill={colour} stroke={stroke} strokeWidth={outline ? size * 0.05 : size * 0.02} />
      <Text x={-size / 2} y={-size * 0.1} width={size} align="center" text={piece.short} fontSize={size * 0.18} fill="#ffffff" fontStyle="bold" listening={false} />
      <Text x={-size / 2} y={size * 0.34} width={size} align="center" text={hearts(piece.health, piece.maxHealth)} fontSize={size * 0.13} fill="#a4161a" listening={false} />
      {marks && <Text x={radius * 0.45} y={-radius * 1.15} text={marks} fontSize={size * 0.2} fill="#7a4b00" listening={false} />}
      {piece.count !== undefined && piece.count > 1 && <Text x={-radius} y={-radius * 1.15} text={`×${piece.count}`} fontSize={size * 0.18} fill="#222222" fontStyle="bold" listening={false} />}
    </Group>
  );
}
