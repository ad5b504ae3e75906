import { describe, expect, it } from 'vitest';
import type { PieceView } from '../../engine/rules/core/presenter';
import type { ActionTemplate } from '../../engine/rules/core/types';
import { dragTemplate } from './pointing';

const template = (kind: string, domain: Record<string, unknown>): ActionTemplate => ({ kind, piece: 'squad', domain, candidates: [], build: () => ({ type: kind, side: 'a' }) });
const move = template('move', { shape: 'reach' });
const charge = template('charge', { shape: 'reach', target: 'boyz' });
const boyz: PieceView = { id: 'boyz', side: 'b', name: 'Boyz', short: 'B', place: { kind: 'point', x: 100, y: 100 }, health: 2, maxHealth: 2, marks: [], bases: [{ x: 100, y: 100, radiusMm: 12.5 }, { x: 130, y: 100, radiusMm: 12.5 }] };

describe('what a drag on a free table means', () => {
  it('charges a unit when let go over one of its bases, and moves anywhere else', () => {
    expect(dragTemplate([move, charge], [boyz], 'squad', { x: 132, y: 110 })).toBe(charge);
    expect(dragTemplate([move, charge], [boyz], 'squad', { x: 100, y: 160 })).toBe(move);
    expect(dragTemplate([charge], [boyz], 'squad', { x: 300, y: 300 })).toBeNull();
  });
});
