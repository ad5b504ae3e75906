import { describe, expect, it } from 'vitest';
import { firstPhase, nextPhase, perSidePhases } from './turns';
import type { TurnStructure } from './types';

describe('turn structures as data', () => {
  it('walks setup phases once, then the turn phases over and over (R6 team phases)', () => {
    const r6: TurnStructure = {
      setup: [{ id: 'preparation', actors: ['defenders'] }],
      turn: [
        { id: 'attack', actors: ['attackers'] },
        { id: 'defense', actors: ['defenders'] },
        { id: 'draw', actors: [] },
        { id: 'end', actors: [] },
      ],
    };
    expect(firstPhase(r6)).toEqual({ turn: 0, phase: r6.setup[0] });
    expect(nextPhase(r6, 0, 'preparation')).toEqual({ turn: 1, phase: r6.turn[0] });
    expect(nextPhase(r6, 1, 'defense').phase.id).toBe('draw');
    expect(nextPhase(r6, 3, 'end')).toEqual({ turn: 4, phase: r6.turn[0] });
    expect(() => nextPhase(r6, 1, 'preparation')).toThrow(/not part of turn 1/);
  });

  it('lays out per-player sequences (SIEGE: fire, move, fire, melee, recover for each side in turn)', () => {
    const siege: TurnStructure = { setup: [], turn: perSidePhases(['castle', 'besiegers'], ['fire', 'move', 'fire-again', 'melee', 'recover']) };
    expect(firstPhase(siege)).toEqual({ turn: 1, phase: { id: 'castle:fire', actors: ['castle'] } });
    const ids: string[] = [];
    let cursor = firstPhase(siege);
    while (cursor.turn === 1) {
      ids.push(cursor.phase.id);
      cursor = nextPhase(siege, cursor.turn, cursor.phase.id);
    }
    expect(ids).toEqual([
      'castle:fire', 'castle:move', 'castle:fire-again', 'castle:melee', 'castle:recover',
      'besiegers:fire', 'besiegers:move', 'besiegers:fire-again', 'besiegers:melee', 'besiegers:recover',
    ]);
    expect(cursor).toEqual({ turn: 2, phase: { id: 'castle:fire', actors: ['castle'] } });
  });

  it('serves deployment before per-player phases (Rivet Wars) and a shared activation phase (Rapid 40000)', () => {
    const rivetWars: TurnStructure = { setup: [], turn: perSidePhases(['allies', 'blight'], ['cards', 'deployment', 'combat', 'movement', 'final']) };
    expect(nextPhase(rivetWars, 1, 'allies:final').phase).toEqual({ id: 'blight:cards', actors: ['blight'] });
    const rapid: TurnStructure = { setup: [{ id: 'deployment', actors: ['a', 'b'] }], turn: [{ id: 'activations', actors: ['a', 'b'] }] };
    expect(nextPhase(rapid, 0, 'deployment')).toEqual({ turn: 1, phase: { id: 'activations', actors: ['a', 'b'] } });
    expect(nextPhase(rapid, 1, 'activations').turn).toBe(2);
  });
});
