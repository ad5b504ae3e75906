/**
 * R21, unit coherency: « les membres d'une même unité doivent restés groupés ». The editor and the
 * print stand each model where setup does: a squad in two ranks about its point, within 2" of its
 * neighbours, facing the middle of the table; a unit with its own positions keeps them.
 */
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/rapid40k-skirmish.scenario.json';
import { boardModelOf } from '../../print/board-model';
import { createKernel } from '../../board/index';
import type { FreeKernel } from '../../board/types';
import { setupFormations } from './formations';
import { layoutOf } from './setup';
import { loadInput } from './test-support/game';

const input = loadInput(sample);

describe('R21 unit coherency: the formation the editor draws is the one setup lays out', () => {
  const formations = setupFormations(input);

  it('stands every model of every placed unit where setup stands it, in inches', () => {
    const layout = layoutOf(input);
    expect(formations.size).toBe(layout.sources.length);
    layout.sources.forEach((source, u) => {
      const unit = input.scenario.sides[source.side]?.units?.[source.index];
      const points = formations.get(unit?.id ?? '') ?? [];
      expect(points.flatMap((point) => [Math.round(point.x * 100), Math.round(point.y * 100)])).toEqual(layout.positions[u]);
    });
  });

  it('keeps each squad within 2" base to base of another model, and its bases apart', () => {
    for (const [id, points] of formations) {
      const unit = input.scenario.sides.flatMap((side) => side.units ?? []).find((candidate) => candidate.id === id);
      const profiles = (unit?.models ?? []).flatMap((model) => Array.from({ length: model.count }, () => model.profile));
      const radius = (i: number) => (input.ruleset.unitProfiles?.[profiles[i] ?? '']?.baseMm ?? 25) / 2 / 25.4;
      points.forEach((point, i) => {
        const gaps = points.map((other, j) => (i === j ? Infinity : Math.sqrt((other.x - point.x) ** 2 + (other.y - point.y) ** 2) - radius(i) - radius(j)));
        if (points.length > 1) expect(Math.min(...gaps)).toBeLessThanOrEqual(2 + 1e-9);
        for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(0);
      });
    }
  });

  it('is what the board draws: each base where setup stands its model, no longer in rows of five', () => {
    const kernel = createKernel(input.scenario.board.geometry) as FreeKernel;
    for (const piece of boardModelOf({ ...input, language: 'en' }).pieces) {
      if (piece.what !== 'unit') continue;
      expect(piece.modelsMm).toEqual((formations.get(piece.id) ?? []).map((point) => kernel.pointToMm(point)));
    }
  });
});
