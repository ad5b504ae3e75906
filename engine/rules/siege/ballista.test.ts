/**
 * The ballista (3.4) on the castle's fields: two figures beside it, one an engineer, shoot it in the
 * first fire step, once every three turns, with the ballista's range bands and fire-table column.
 */
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/siege-castle.scenario.json';
import { engine, figure, hexAt, keys, placed, play, playUntil, start, withDice, withFigure, type Doc } from './test-support/game';

function scene(positions: Record<string, string>): Doc {
  const doc = placed(sample, { lord: '1911', 'archer-1': '1410', ...positions });
  (doc.board.tokens as unknown[]).push({ id: 'ballista', kind: 'ballista', at: hexAt('1008') });
  return doc;
}

const shot = { type: 'fireBallista', side: 'besiegers', engine: 'ballista', target: 'archer-1' } as const;

describe('the ballista (3.4)', () => {
  it('is shot in the first fire step by two figures beside it, one an engineer', () => {
    const state = start(scene({ 'engineer-b': '1007', 'soldier-b1': '0908' }));
    expect(state.phase).toBe('besiegers:fire-1');
    expect(engine.legalActions(state, 'besiegers')).toContainEqual(shot);
    // A longbowman keeps the first fire step open when the ballista cannot shoot.
    const alone = start(scene({ 'engineer-b': '1007', 'longbow-1': '1310' }));
    expect(engine.check(alone, shot)).toMatchObject({ key: 'siege.refused.ballistaCrew', params: { crew: 2 } });
    const noEngineer = start(scene({ 'soldier-b2': '1007', 'soldier-b1': '0908', 'longbow-1': '1310' }));
    expect(engine.check(noEngineer, shot)).toMatchObject({ key: 'siege.refused.ballistaCrew' });
  });

  it('reads the ballista’s column, spends its crew’s first fire and waits three turns to shoot again', () => {
    const state = start(scene({ 'engineer-b': '1007', 'soldier-b1': '0908' }));
    const declared = play(state, shot);
    expect(declared.events[0]).toMatchObject({ key: 'siege.event.ballistaAimed', params: { units: 'engineer-b,soldier-b1', target: 'archer-1' } });
    expect(declared.state.game.roll).toMatchObject({ kind: 'fire', engine: 'ballista', band: 'short' });
    expect(figure(declared.state, 'soldier-b1').shot1At).toBe(state.game.stamp);
    expect(declared.state.game.engines.find((candidate) => candidate.id === 'ballista')?.readyFrom).toBe(4);
    const rolled = play(withDice(declared.state, 1), { type: 'roll', side: 'besiegers' });
    expect(keys(rolled.events)[0]).toBe('siege.event.shotHit');
    // Turns 2 and 3: not ready; turn 4: again.
    let later = playUntil(rolled.state, 'defenders:fire-1');
    later = playUntil(later, 'besiegers:move');
    expect(later.turn).toBe(2);
    expect(engine.legalActions(later, 'besiegers').some((action) => action.type === 'fireBallista')).toBe(false);
    const ready = { ...later, turn: 4, phase: 'besiegers:fire-1', pending: [{ side: 'besiegers', kind: 'fire' }] };
    expect(engine.check(ready, shot)).toBeNull();
    expect(engine.check({ ...ready, turn: 3 }, shot)).toMatchObject({ key: 'siege.refused.ballistaNotReady', params: { turn: 4 } });
  });
});

describe('rule 3.41: “au moins l’un d’entre eux doit être un ingénieur (blessé ou non)”', () => {
  it('shoots as well with a wounded engineer as with a sound one: no wounded-shooter modifier', () => {
    const sound = play(start(scene({ 'engineer-b': '1007', 'soldier-b1': '0908' })), shot).state;
    const wounded = play(withFigure(start(scene({ 'engineer-b': '1007', 'soldier-b1': '0908' })), 'engineer-b', { status: 'wounded' }), shot);
    expect(figure(wounded.state, 'engineer-b').status).toBe('wounded');
    expect(wounded.state.game.roll).toMatchObject({ kind: 'fire', engine: 'ballista', modifier: (sound.game.roll as { modifier: number }).modifier });
    expect(keys(wounded.events)).not.toContain('siege.fire.modifier.wounded-shooter');
  });
});
