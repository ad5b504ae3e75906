import { describe, expect, it } from 'vitest';
import type { EdgeKind } from '../scenario/types';
import type { DisplayItem } from './display-list';
import { drawnAsSymbol, edgeRole, edgeStateLook, edgeSymbolItems } from './edge-symbols';

const kind = (states: Record<string, Partial<EdgeKind['states'][string]>>, icon?: string): EdgeKind =>
  ({ name: 'x', colour: '#8d5a2b', ...(icon ? { icon } : {}), states: Object.fromEntries(Object.entries(states).map(([id, state]) => [id, { name: id, passable: true, lineOfSight: 'block', ...state }])) }) as unknown as EdgeKind;

describe('edge features as floor-plan symbols', () => {
  it('knows a feature by its icon, else by its id', () => {
    expect(edgeRole(kind({}, 'door'), 'x')).toBe('door');
    expect(edgeRole(undefined, 'tower-door')).toBe('door');
    expect(edgeRole(undefined, 'window')).toBe('window');
    expect(edgeRole(undefined, 'arrow-slit')).toBe('arrow-slit');
    expect(edgeRole(undefined, 'palisade')).toBe('wall');
  });

  it('reads a state look from its data, else from its id or what it lets through', () => {
    const door = kind({ closed: {}, open: { lineOfSight: 'clear' }, ajar: { lineOfSight: 'clear' }, shut: { look: 'barricaded' } });
    expect(edgeStateLook(door, 'closed')).toBe('closed');
    expect(edgeStateLook(door, 'ajar')).toBe('open');
    expect(edgeStateLook(door, 'shut')).toBe('barricaded');
    expect(edgeStateLook(door, 'demolished')).toBe('destroyed');
    expect(edgeStateLook(door, 'lightly-damaged')).toBe('damaged');
    expect(drawnAsSymbol('wall', 'closed')).toBe(false);
    expect(drawnAsSymbol('wall', 'destroyed')).toBe(true);
  });

  const a = { x: 0, y: 0 };
  const b = { x: 25, y: 0 };
  const drawing = (role: Parameters<typeof edgeSymbolItems>[0], look: Parameters<typeof edgeSymbolItems>[1]) => JSON.stringify(edgeSymbolItems(role, look, a, b, 1.75, '#8d5a2b'));
  const reach = (items: readonly DisplayItem[]): number =>
    Math.max(...items.flatMap((item) => (item.kind === 'path' ? item.path.flatMap((sub) => sub.points.map((p) => Math.abs(p.y))) : item.kind === 'circle' ? [Math.abs(item.centre.y) + item.radiusMm] : [0])));

  it('draws every state of a door, a window, a wall and a gate differently', () => {
    for (const role of ['door', 'window', 'wall', 'gate'] as const) {
      const looks = (['closed', 'open', 'barricaded', 'destroyed', 'reinforced', 'damaged'] as const).map((look) => drawing(role, look));
      // Windows and walls have no leaf to swing: open is their closed picture for a wall only.
      const distinct = new Set(looks);
      expect(distinct.size, role).toBeGreaterThanOrEqual(role === 'wall' ? 4 : 5);
    }
  });

  it('swings an open door leaf a full opening off the wall, and keeps a closed one on it', () => {
    expect(reach(edgeSymbolItems('door', 'open', a, b, 1.75, '#8d5a2b'))).toBeGreaterThan(15);
    expect(reach(edgeSymbolItems('door', 'closed', a, b, 1.75, '#8d5a2b'))).toBeLessThan(2);
  });

  it('leaves a destroyed door an empty gap: jambs and rubble, no leaf', () => {
    const items = edgeSymbolItems('door', 'destroyed', a, b, 1.75, '#8d5a2b');
    expect(items.filter((item) => item.kind === 'circle').length).toBeGreaterThan(0);
    expect(items.some((item) => item.kind === 'path' && item.fill && 'colour' in item.fill && item.fill.colour === '#8d5a2b')).toBe(false);
  });
});
