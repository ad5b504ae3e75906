import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/r6-ambassade.scenario.json';
import { playBotGame } from '../../sim/play';
import { lineOfFire } from '../r6-onboard/board';
import { engine, loadInput, placed, play, start, toAttackPhase, withHands } from '../r6-onboard/test-support/game';
import { greedyBot, randomBot } from './bots';
import type { Action } from './types';

const anyEngine = engine as unknown as Parameters<typeof playBotGame>[0];
const input = loadInput(sample);

describe('bots', () => {
  it('replay the same game from the same seeds, and another game from other seeds', () => {
    const play = (seed: number) => playBotGame(anyEngine, input, { seed, bots: ['random', 'greedy'], record: true });
    const first = play(21);
    expect(play(21).log).toEqual(first.log);
    expect(play(22).log).not.toEqual(first.log);
  });

  it('draw from their own generator, not the game’s: the same game state gives the same dice whoever plays', () => {
    const state = start(sample, 2);
    const legal = engine.legalActions(state, 'attackers');
    const picks = new Set(Array.from({ length: 20 }, (_, seed) => JSON.stringify(legal[randomBot(seed).pick(legal, () => state, 'attackers')])));
    expect(picks.size).toBeGreaterThan(3);
    expect(state.rng).toEqual(start(sample, 2).rng);
  });

  it('greedy: takes a winning shot and looks only at its own view', () => {
    const state = withHands(toAttackPhase(start(placed(sample, { ash: 'D2', doc: 'D7' }))), { attackers: ['breach'] });
    const hurt = { ...state, game: { ...state.game, units: state.game.units.map((unit, index) => (index === 1 ? { ...unit, hp: 1 } : unit)) } };
    let viewed = 0;
    const bot = greedyBot(anyEngine, 1);
    const legal = engine.legalActions(hurt, 'attackers');
    const choice = legal[
      bot.pick(legal, () => {
        viewed++;
        return engine.view(hurt, 'attackers');
      }, 'attackers')
    ];
    expect(choice).toEqual<Action>({ type: 'attack', side: 'attackers', unit: 'ash', target: 'doc' } as Action);
    expect(viewed).toBe(1);
  });

  it('greedy: applies the actions listed for the state to its sample unchecked, as a side’s legal actions depend only on its view', () => {
    const applied: { action: string; listed: boolean }[] = [];
    const fake = {
      apply: (state: { n: number }, action: Action, options?: { listed?: boolean }) => {
        applied.push({ action: action.type, listed: options?.listed === true });
        return { state: { n: state.n + (action.type === 'draw' ? 2 : 1) } };
      },
      pendingSides: () => ['a'],
      ruleset: { sample: (view: { n: number }) => view, score: (state: { n: number }) => state.n },
    } as unknown as Parameters<typeof greedyBot>[0];
    const legal = [{ type: 'keep', side: 'a' }, { type: 'draw', side: 'a' }, { type: 'play', side: 'a' }] as Action[];
    expect(greedyBot(fake, 3).pick(legal, () => ({ n: 0 }) as never, 'a')).toBe(1);
    expect(applied).toEqual(['keep', 'draw', 'play'].map((action) => ({ action, listed: true })));
  });

  it('greedy attackers beat random ones against the same random defenders', () => {
    const wins = (bots: ('random' | 'greedy')[]) =>
      Array.from({ length: 40 }, (_, seed) => playBotGame(anyEngine, input, { seed: 500 + seed, bots }).state.outcome?.winner).filter((winner) => winner === 'attackers').length;
    expect(wins(['greedy', 'random'])).toBeGreaterThan(wins(['random', 'random']) + 5);
  });
});

describe('greedy bot, as the rulebook’s sides would play', () => {
  it('a side with nothing to gain ends its phase rather than walking back and forth', () => {
    // A walk where every step and the stop score the same: only the stop hands the decision over.
    type Walk = { readonly at: number; readonly mover: string | null };
    const walk = {
      apply: (state: Walk, action: Action) => ({ state: { at: state.at + (action.type === 'step' ? 1 : 0), mover: action.type === 'step' ? state.mover : null } }),
      pendingSides: (state: Walk) => (state.mover ? [state.mover] : []),
      ruleset: { sample: (view: Walk) => view, score: () => 0 },
    } as unknown as Parameters<typeof greedyBot>[0];
    const legal = [{ type: 'step', side: 'a' }, { type: 'step', side: 'a' }, { type: 'stop', side: 'a' }, { type: 'step', side: 'a' }] as Action[];
    for (let seed = 1; seed <= 20; seed++) expect(greedyBot(walk, seed).pick(legal, () => ({ at: 0, mover: 'a' }) as never, 'a')).toBe(2);
  });

  it('a defender in the line of fire of an attacker steps out of it in its own phase, toward the bombs', () => {
    const attackPhase = toAttackPhase(start(placed(sample, { ash: 'A1', doc: 'A3', castle: 'B9' })));
    const state = play(attackPhase, { type: 'endPhase', side: 'attackers' }).state;
    expect(state.phase).toBe('defense');
    const docAt = (after: typeof state) => after.game.units[state.fixed.units.findIndex((unit) => unit.id === 'doc')]?.cell;
    const ashAt = docAt === undefined ? -1 : (state.game.units[state.fixed.units.findIndex((unit) => unit.id === 'ash')]?.cell as number);
    expect(lineOfFire(state.fixed, state.game, ashAt, docAt(state) as number)).toBe(true);
    for (let seed = 1; seed <= 5; seed++) {
      const legal = engine.legalActions(state, 'defenders');
      const choice = legal[greedyBot(anyEngine, seed).pick(legal, () => engine.view(state, 'defenders'), 'defenders')];
      expect(choice).toMatchObject({ type: 'move', unit: 'doc' });
      const after = play(state, choice as Action).state;
      expect(lineOfFire(after.fixed, after.game, ashAt, docAt(after) as number)).toBe(false);
    }
  });

  it('attackers against the wall of a bomb site blow it open with their breaching charge', () => {
    const state = withHands(toAttackPhase(start(placed(sample, { ash: 'C3', doc: 'A9' }))), { attackers: ['breach'] });
    const legal = engine.legalActions(state, 'attackers');
    const breaches = legal.filter((action) => action.type === 'card');
    expect(breaches.length).toBeGreaterThan(0);
    for (let seed = 1; seed <= 5; seed++) {
      const choice = legal[greedyBot(anyEngine, seed).pick(legal, () => engine.view(state, 'attackers'), 'attackers')];
      expect(choice).toMatchObject({ type: 'card', card: 'breach', unit: 'ash' });
    }
  });
});
