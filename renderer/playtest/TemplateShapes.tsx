/**
 * What a person sees while choosing a continuous action on a free table, from the ruleset's
 * template domain (data, see `ActionTemplate`): the reach rings from a unit's bases as it is
 * dragged, a blast or a flamer's teardrop following the pointer, a deployment zone; and beside
 * the pointer, the action in words or why it would be refused.
 */
import type Konva from 'konva';
import { useState } from 'react';
import { Circle, Group, Line, Rect, Text } from 'react-konva';
import type { Action, ActionTemplate } from '../../engine/rules/core/types';
import { FigureShape } from './Figures';

interface Base {
  readonly x: number;
  readonly y: number;
  readonly radiusMm: number;
}

const isBase = (value: unknown): value is Base => typeof value === 'object' && value !== null && typeof (value as Base).x === 'number' && typeof (value as Base).y === 'number' && typeof (value as Base).radiusMm === 'number';
const number = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The rings a unit's move reaches, drawn from each base (`reach` domains). */
export function ReachRings({ template }: { readonly template: ActionTemplate }) {
  const { domain } = template;
  const bases = Array.isArray(domain.bases) ? domain.bases.filter(isBase) : [];
  const radius = number(domain.radiusMm);
  const run = number(domain.runRadiusMm);
  return (
    <Group listening={false} name="reach-rings">
      {bases.map((base, index) => (
        <Group key={index}>
          <FigureShape x={base.x} y={base.y} figure={{ kind: 'circle', radiusMm: radius + base.radiusMm }} style="reach" />
          {run > radius && <Circle x={base.x} y={base.y} radius={run + base.radiusMm} stroke="#1a7f37" strokeWidth={0.3} dash={[1, 3]} opacity={0.7} />}
        </Group>
      ))}
    </Group>
  );
}

/** A template laid at a point: a blast, a flamer's teardrop from its firer, or a mark in a deployment zone (its domain says which). */
export function PlacingShape({ domain, x, y }: { readonly domain: Readonly<Record<string, unknown>>; readonly x: number; readonly y: number }) {
  const firer = isBase(domain.firer) ? domain.firer : null;
  if (domain.shape === 'blast') {
    return (
      <Group listening={false} name="placing">
        {firer && <Circle x={firer.x} y={firer.y} radius={number(domain.rangeMm) + firer.radiusMm} stroke="#a4161a" strokeWidth={0.4} dash={[2, 3]} />}
        <FigureShape x={x} y={y} figure={{ kind: 'circle', radiusMm: number(domain.radiusMm) }} style="placing" />
      </Group>
    );
  }
  if (domain.shape === 'flame' && firer) {
    const length = Math.hypot(x - firer.x, y - firer.y) || 1;
    const ux = (x - firer.x) / length;
    const uy = (y - firer.y) / length;
    const tip = number(domain.tipRadiusMm);
    const ax = firer.x + ux * (firer.radiusMm + tip);
    const ay = firer.y + uy * (firer.radiusMm + tip);
    const reach = number(domain.reachMm);
    return <FigureShape x={ax} y={ay} figure={{ kind: 'hull', radiusMm: tip, to: { kind: 'point', x: ax + ux * reach, y: ay + uy * reach }, toRadiusMm: number(domain.endRadiusMm) }} style="placing" />;
  }
  const polygon = Array.isArray(domain.polygonMm) ? (domain.polygonMm as { x: number; y: number }[]) : [];
  return (
    <Group listening={false} name="placing">
      {polygon.length > 2 && <Line points={polygon.flatMap((p) => [p.x, p.y])} closed stroke="#1f6feb" strokeWidth={0.6} dash={[3, 2]} fill="rgba(31,111,235,0.08)" />}
      <Circle x={x} y={y} radius={6} stroke="#1f6feb" strokeWidth={0.8} />
    </Group>
  );
}

/** The aims of a template action whose domain lists several (the templates of one volley), else none. */
export function aimsOf(template: ActionTemplate | null): Readonly<Record<string, unknown>>[] {
  const aims = template?.domain.aims;
  return Array.isArray(aims) ? aims.filter((aim): aim is Readonly<Record<string, unknown>> => typeof aim === 'object' && aim !== null) : [];
}

/** Where each aim of a volley starts: the point its domain proposes. */
export function startingPoints(template: ActionTemplate | null): { x: number; y: number }[] {
  return aimsOf(template).map((aim) => {
    const at = aim.atMm as { x?: unknown; y?: unknown } | undefined;
    return { x: number(at?.x), y: number(at?.y) };
  });
}

/** The action at the pointer in words, green when it would be accepted, red with the reason when not. */
export function PointerNote({ x, y, text, ok, size }: { readonly x: number; readonly y: number; readonly text: string; readonly ok: boolean; readonly size: number }) {
  return <Text name={ok ? 'pointer-note pointer-note--ok' : 'pointer-note pointer-note--refused'} x={x + size * 0.8} y={y - size * 0.9} width={size * 24} text={text} fontSize={size * 1.1} fontStyle="bold" fill={ok ? '#1a5c2a' : '#a4161a'} stroke="#ffffff" strokeWidth={size * 0.04} listening={false} />;
}

/** Where the pointer is on the table while a person chooses a continuous action, and which action it builds. */
export interface Pointer {
  readonly x: number;
  readonly y: number;
  readonly template: ActionTemplate;
}

interface PlacingProps {
  readonly bounds: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
  readonly placing: ActionTemplate | null;
  readonly pointer: Pointer | null;
  readonly onPointer: (pointer: Pointer | null) => void;
  readonly judge: (action: Action) => { readonly ok: boolean; readonly text: string };
  readonly size: number;
  readonly onAct: (action: Action) => void;
}

/** While a template is laid by a click: the table catches the pointer, the template follows it; the action in words at the pointer, whatever is chosen. */
export function PlacingLayer({ bounds, placing, pointer, onPointer, judge, size, onAct }: PlacingProps) {
  const note = pointer ? judge(pointer.template.build(pointer)) : null;
  return (
    <>
      {placing && (
        <Rect
          name="placing-area"
          {...bounds}
          fill="rgba(0,0,0,0.001)"
          onMouseMove={(event) => {
            const at = event.target.getRelativePointerPosition();
            if (at) onPointer({ x: at.x, y: at.y, template: placing });
          }}
          onMouseLeave={() => onPointer(null)}
          onClick={(event) => {
            const at = event.target.getRelativePointerPosition();
            onPointer(null);
            if (at) onAct(placing.build(at));
          }}
        />
      )}
      {pointer && placing && <PlacingShape domain={pointer.template.domain} x={pointer.x} y={pointer.y} />}
      {pointer && note && <PointerNote x={pointer.x} y={pointer.y} text={note.text} ok={note.ok} size={size} />}
    </>
  );
}

interface AimingProps {
  readonly bounds: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
  readonly template: ActionTemplate;
  readonly points: readonly { readonly x: number; readonly y: number }[];
  readonly onPoints: (points: { x: number; y: number }[]) => void;
  readonly judge: (action: Action) => { readonly ok: boolean; readonly text: string };
  readonly size: number;
}

/**
 * The templates of one volley, each at its own point: a person drags each by its numbered handle;
 * the shot they make together is judged in words beside the template last moved.
 */
export function AimingLayer({ bounds, template, points, onPoints, judge, size }: AimingProps) {
  const [grabbed, setGrabbed] = useState<number | null>(null);
  const [last, setLast] = useState(0);
  const aims = aimsOf(template);
  const move = (event: Konva.KonvaEventObject<MouseEvent>) => {
    if (grabbed === null) return;
    const at = event.target.getRelativePointerPosition();
    if (at) onPoints(points.map((point, k) => (k === grabbed ? { x: at.x, y: at.y } : { x: point.x, y: point.y })));
  };
  const [first, ...more] = points;
  const note = first ? judge(template.build(first, ...more)) : null;
  const noted = points[last];
  return (
    <Group name="aiming" onMouseMove={move} onMouseUp={() => setGrabbed(null)} onMouseLeave={() => setGrabbed(null)}>
      <Rect name="aiming-area" {...bounds} fill="rgba(0,0,0,0.001)" />
      {aims.map((aim, k) => {
        const point = points[k];
        if (!point) return null;
        return (
          <Group key={k}>
            <PlacingShape domain={aim} x={point.x} y={point.y} />
            <Circle
              name="template-handle"
              x={point.x}
              y={point.y}
              radius={size * 0.55}
              fill={grabbed === k ? 'rgba(164,22,26,0.55)' : 'rgba(255,255,255,0.85)'}
              stroke="#a4161a"
              strokeWidth={size * 0.08}
              onMouseDown={() => {
                setGrabbed(k);
                setLast(k);
              }}
            />
            <Text x={point.x - size * 0.3} y={point.y - size * 0.4} text={String(k + 1)} fontSize={size * 0.8} fontStyle="bold" fill="#a4161a" listening={false} />
          </Group>
        );
      })}
      {note && noted && <PointerNote x={noted.x} y={noted.y} text={note.text} ok={note.ok} size={size} />}
    </Group>
  );
}
