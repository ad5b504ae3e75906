/** A click on a place more than one step away walks the piece there, on the board as its side sees it. */
import { describe, expect, it } from 'vitest';
import m01 from '../../scenarios/rivet-wars-m01.scenario.json';
import r6Sample from '../../scenarios/r6-ambassade.scenario.json';
import { engineFor, type ScenarioEngine } from '../../engine/rules';
import type { Presenter } from '../../engine/rules/core/presenter';
import type { GameState } from '../../engine/rules/core/types';
import { cellAt, cellIndex, placed, start as startR6, toAttackPhase } from '../../engine/rules/r6-onboard/test-support/game';
import { r6Presenter } from '../../engine/rules/r6-onboard/presenter';
import { gridOf, play, playUntil, scene, start as startRivet } from '../../engine/rules/rivet-wars/test-support/game';
import { rivetWarsPresenter } from '../../engine/rules/rivet-wars/presenter';
import { playSteps, startPlaytest } from './match';
import { loadInput } from '../../engine/rules/core/test-support/scenario';
import { walkTo } from './walk';

const rivet = engineFor('rivet-wars') as ScenarioEngine;
const r6 = engineFor('r6-onboard') as ScenarioEngine;

describe('walking a piece to a place it reaches in more steps than one', () => {
  it('finds the Rocket Cycle’s steps, one grid each, to a grid two movement points away (Rivet Wars p.18), and they play on the true state', () => {
    const at = playUntil(startRivet(scene(m01, [{ side: 'allies', id: 'c', profile: 'rocket-cycle', at: '5,3' }])), 'allies:movement');
    const state = play(at, { type: 'activate', side: 'allies', grid: gridOf(at, '5,3') }).state as unknown as GameState;
    const presenter = rivetWarsPresenter as unknown as Presenter;
    const far = presenter.highlights(state, 'rocket-cycle-1', 'en').filter((highlight) => highlight.kind === 'reach' && highlight.label === '2');
    expect(far.length).toBeGreaterThan(5);
    for (const target of far) {
      const steps = walkTo(rivet, presenter, rivet.view(state, 'allies'), 'allies', 'rocket-cycle-1', target.place);
      expect(steps, JSON.stringify(target.place)).not.toBeNull();
      let played = state;
      for (const step of steps!) played = rivet.apply(played, step).state;
      const cycle = presenter.pieces(played, 'en').find((piece) => piece.id === 'rocket-cycle-1')!.place;
      expect(cycle.kind === 'cell' && target.place.kind === 'cell' && cycle.cell === target.place.cell).toBe(true);
    }
    // A grid out of its reach has no way.
    const corner = { kind: 'cell', cell: gridOf(at, '1,1') } as const;
    expect(walkTo(rivet, presenter, rivet.view(state, 'allies'), 'allies', 'rocket-cycle-1', corner)).toBeNull();
  });

  it('takes the same way whatever the side cannot see: a hidden trap does not turn it', () => {
    const presenter = r6Presenter as unknown as Presenter;
    const withTrap = (trap: string | null) => {
      const doc = placed(r6Sample, { ash: 'A1', doc: 'C5' });
      if (trap) (doc.board as { tokens: unknown[] }).tokens.push({ id: 'hidden-trap', kind: 'trap', at: cellAt(trap), hidden: true, owner: 'defenders' });
      return toAttackPhase(startR6(doc)) as unknown as GameState;
    };
    const clear = withTrap(null);
    const reach = presenter.highlights(clear, 'ash', 'en').filter((highlight) => highlight.kind === 'reach');
    expect(reach.length).toBeGreaterThan(3);
    for (const trap of ['A2', 'B1', 'B2']) {
      const trapped = withTrap(trap);
      for (const target of reach) expect(walkTo(r6, presenter, r6.view(trapped, 'attackers'), 'attackers', 'ash', target.place)).toEqual(walkTo(r6, presenter, r6.view(clear, 'attackers'), 'attackers', 'ash', target.place));
    }
  });

  it('stops where a step shows something: Ash walking through a hidden trap stops on it', () => {
    const walk = (trapped: boolean) => {
      const doc = placed(r6Sample, { ash: 'A1', doc: 'C5' });
      if (trapped) (doc.board as { tokens: unknown[] }).tokens.push({ id: 'hidden-trap', kind: 'trap', at: cellAt('A2'), hidden: true, owner: 'defenders' });
      const playtest = playSteps(startPlaytest(r6, loadInput(doc), { attackers: 'person', defenders: 'person' }, '5eed'), 'defenders', [{ type: 'endPhase', side: 'defenders' }]).playtest;
      const state = playtest.match.state as never;
      const steps = [
        { type: 'move', side: 'attackers', unit: 'ash', cell: cellIndex(state, 'A2') },
        { type: 'move', side: 'attackers', unit: 'ash', cell: cellIndex(state, 'A3') },
      ];
      const walked = playSteps(playtest, 'attackers', steps);
      expect(walked.refused).toBeUndefined();
      return walked.playtest.match.log.length - playtest.match.log.length;
    };
    expect(walk(false)).toBe(2);
    expect(walk(true)).toBe(1);
  });
});
