/**
 * Star Wars: Rebellion (seed 004): systems linked by adjacency, grouped in regions. The text lists
 * no map, so the systems and links below are a small stand-in, not the printed board.
 */
import { describe, expect, it } from 'vitest';
import type { Area, AreaLink } from '../types';
import { createKernel } from '../index';

const systems: Area[] = [
  { id: 'coruscant', name: 'Coruscant', xMm: 400, yMm: 300, region: 'core' },
  { id: 'alderaan', name: 'Alderaan', xMm: 360, yMm: 250, region: 'core' },
  { id: 'corellia', name: 'Corellia', xMm: 450, yMm: 250, region: 'core' },
  { id: 'kashyyyk', name: 'Kashyyyk', xMm: 500, yMm: 350, region: 'mid' },
  { id: 'naboo', name: 'Naboo', xMm: 600, yMm: 450, region: 'mid' },
  { id: 'tatooine', name: 'Tatooine', xMm: 700, yMm: 500, region: 'outer' },
  { id: 'hoth', name: 'Hoth', xMm: 100, yMm: 80, region: 'outer' },
];
const links: AreaLink[] = [
  ['coruscant', 'alderaan'],
  ['coruscant', 'corellia'],
  ['alderaan', 'corellia'],
  ['corellia', 'kashyyyk'],
  ['kashyyyk', 'naboo'],
  ['naboo', 'tatooine'],
  ['alderaan', 'hoth'],
  ['corellia', 'coruscant'], // the same link again, from the other side
];
const galaxy = createKernel(
  { kind: 'area', widthMm: 800, heightMm: 600 },
  {
    areas: systems,
    links,
    regions: [{ id: 'core' }, { id: 'mid' }, { id: 'outer' }],
  },
);

describe('Rebellion: systems and adjacency', () => {
  it('pulls troops into an activated system from the adjacent systems only', () => {
    expect(galaxy.neighbours('corellia')).toEqual(['alderaan', 'coruscant', 'kashyyyk']);
    expect(galaxy.areAdjacent('corellia', 'naboo')).toBe(false);
  });

  it('counts each link once whichever way it is written', () => {
    expect(galaxy.links()).toHaveLength(7);
  });

  it('counts hops between systems', () => {
    expect(galaxy.hops('coruscant', 'tatooine')).toBe(4);
    expect(galaxy.path('coruscant', 'tatooine')).toEqual(['coruscant', 'corellia', 'kashyyyk', 'naboo', 'tatooine']);
    expect(galaxy.hops('hoth', 'naboo')).toBe(4);
    expect([...galaxy.withinHops('kashyyyk', 1).keys()].sort()).toEqual(['corellia', 'kashyyyk', 'naboo']);
  });

  it('retreats only to an adjacent system without enemies', () => {
    const enemyIn = new Set(['coruscant', 'kashyyyk']);
    expect(galaxy.neighbours('corellia').filter((s) => !enemyIn.has(s))).toEqual(['alderaan']);
  });

  it('moves units to or from the hidden base only through systems adjacent to it', () => {
    const base = 'hoth';
    expect(galaxy.neighbours(base)).toEqual(['alderaan']);
  });

  it('groups systems by region', () => {
    expect(galaxy.areasInRegion('core')).toEqual(['coruscant', 'alderaan', 'corellia']);
    expect(galaxy.regionOf('naboo')).toBe('mid');
    expect(galaxy.regions()).toHaveLength(3);
  });
});
