/**
 * The other face of a counter where the games have one, from the rulesets' `look.counter.back`:
 * R6 turns a hit agent's counter a quarter turn, a Rivet Wars figure that survives a hit carries
 * damage markers (its counter's damaged side), a Rapid 40000 vehicle can be immobilised.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../scenario/index';
import { boardModelOf, type PrintSource } from './board-model';
import { counterSpecs } from './counter-sheet';
import { rectCounter } from './counter-face';
import { showsBack, unitFace, unitFaces } from './faces';
import { writeSvg } from './svg-writer';

function sample(file: string, edit: (scenario: Record<string, unknown>) => void = () => {}): PrintSource {
  const document = JSON.parse(readFileSync(new URL(`../../scenarios/${file}`, import.meta.url), 'utf8')) as Record<string, unknown>;
  edit(document);
  const loaded = loadScenario(JSON.stringify(document));
  if (!loaded.scenario || !loaded.ruleset) throw new Error(`${file} does not load`);
  return { scenario: loaded.scenario, ruleset: loaded.ruleset, language: 'en' };
}

type Side = { id: string; units?: unknown[] };
const sidesOf = (document: Record<string, unknown>) => document.sides as Side[];

describe('R6: « On tourne alors son pion d’un quart de tour pour montrer qu’il ne lui reste qu’un point de vie »', () => {
  const source = sample('r6-ambassade.scenario.json', (document) => {
    const attackers = sidesOf(document)[0] as Side;
    attackers.units = [{ id: 'ash', profile: 'ash', at: { col: 0, row: 0 }, state: 'hit' }, ...(attackers.units ?? []).filter((unit) => (unit as { id: string }).id !== 'ash')];
  });

  it('shows a hit agent as its front turned a quarter turn, with no band and the same numbers', () => {
    const { scenario, ruleset } = source;
    const front = unitFace(scenario, ruleset, 'en', undefined, { profile: 'ash', label: 'Ash', fill: '#e8731a' });
    const hit = unitFace(scenario, ruleset, 'en', undefined, { profile: 'ash', label: 'Ash', fill: '#e8731a', flipped: true });
    expect(hit.turned).toBe(true);
    expect(hit.band ?? null).toBeNull();
    expect(hit.stats).toEqual(front.stats);
    const [drawn] = rectCounter(hit, { x: 30, y: 40 }, 20, 20);
    expect(drawn).toMatchObject({ kind: 'group', transform: { turn: 90, offset: { x: 70, y: 10 } } });
    const svg = writeSvg({ title: 't', patterns: {}, symbols: {}, pages: [{ widthMm: 60, heightMm: 60, items: rectCounter(hit, { x: 30, y: 40 }, 20, 20) }] }, 0);
    expect(svg).toContain('rotate(90)');
  });

  it('turns the counter of an agent whose state is hit on the board, and prints no back for it', () => {
    const model = boardModelOf(source);
    expect(model.pieces.find((piece) => piece.id === 'ash')?.face.turned).toBe(true);
    expect(showsBack(source.ruleset, 'ash', ['hit'])).toBe(true);
    expect(unitFaces(source.scenario, source.ruleset, 'en', undefined, { profile: 'ash', label: 'Ash', fill: '#e8731a' }).back).toBeNull();
    expect(counterSpecs(model, 20).filter((spec) => spec.front.stats).every((spec) => spec.back === null)).toBe(true);
  });
});

describe('Rivet Wars: « Santé - Nombre de dégâts que peut subir cette unité avant d’être détruite » (24 damage markers)', () => {
  const source = sample('rivet-wars-m02.scenario.json', (document) => {
    const [allies, blight] = sidesOf(document) as [Side, Side];
    allies.units = [
      { id: 'rifleman-1', profile: 'rifleman', at: { col: 4, row: 0 } },
      { id: 'wolverine-1', profile: 'm2-wolverine', at: { col: 3, row: 0 }, state: 'damaged' },
    ];
    blight.units = [{ id: 'sturmpanzer-1', profile: 'sturmpanzer', at: { col: 4, row: 5 } }];
  });

  it('gives a damaged side to the figures that survive a hit, none to those that die of one', () => {
    const specs = counterSpecs(boardModelOf(source), 20).filter((spec) => spec.front.stats);
    const backs = Object.fromEntries(specs.map((spec) => [spec.front.label, spec.back?.band ?? null]));
    expect(backs).toEqual({ Rifleman: null, 'M2 Wolverine': 'Damaged', Sturmpanzer: 'Damaged' });
  });

  it('shows a damaged figure with its damaged side on the board', () => {
    const pieces = boardModelOf(source).pieces;
    expect(pieces.find((piece) => piece.id === 'wolverine-1')?.face.band).toBe('Damaged');
    expect(pieces.find((piece) => piece.id === 'sturmpanzer-1')?.face.band ?? null).toBeNull();
    expect(showsBack(source.ruleset, 'rifleman', ['damaged'])).toBe(false);
  });
});

describe('Rapid 40000: « Si le combat est remporté d’un point d’écart le véhicule immobilisé »', () => {
  const source = sample('rapid40k-skirmish.scenario.json', (document) => {
    const marines = sidesOf(document)[0] as Side;
    marines.units = [...(marines.units ?? []), { id: 'rhino-1', name: 'Rhino', models: [{ profile: 'rhino', count: 1 }], at: { x: 40, y: 4 } }];
  });

  it('gives vehicles an immobilised side and squads none', () => {
    const specs = counterSpecs(boardModelOf(source), 20).filter((spec) => spec.front.stats);
    expect(specs.find((spec) => spec.front.label === 'Rhino')?.back?.band).toBe('Immobilised');
    expect(specs.filter((spec) => spec.front.label !== 'Rhino').every((spec) => spec.back === null)).toBe(true);
    expect(showsBack(source.ruleset, 'rhino', ['immobilised'])).toBe(true);
    expect(showsBack(source.ruleset, 'sm-marine', ['immobilised'])).toBe(false);
  });
});
