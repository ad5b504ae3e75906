/**
 * Every message the SIEGE rules produce (events, refusals, outcomes) has a French and an English
 * text whose placeholders are all filled, with figure, side, step and result ids turned into names.
 */
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/siege-castle.scenario.json';
import { translate } from '../../i18n/index';
import type { GameEvent } from '../core/types';
import { describe as describeMessage } from './describe';
import { engine, hexAt, placed, play, start, type Doc } from './test-support/game';
import type { SiegeState } from './types';

/** The west-wall assault of the property test: contact from the first turn. */
function assault() {
  const doc = placed(sample, {
    'knight-1': '1310',
    'sergeant-b1': '1309',
    'soldier-b1': '1312',
    'longbow-1': '1110',
    'crossbow-b1': '1209',
    baron: '1917',
    lord: '1911',
    'crossbow-2': '1408',
    'archer-1': '1410',
    'archer-2': '1413',
    'soldier-3': '1409',
    engineer: '1916',
  });
  for (const token of doc.board.tokens as { id: string; at: { col: number; row: number } }[]) if (token.id === 'ladder-1') token.at = hexAt('1311');
  return doc;
}

function expectWorded(state: SiegeState, message: Pick<GameEvent, 'key' | 'params'>): void {
  for (const language of ['en', 'fr'] as const) {
    expect(translate(language, message.key), `${language} text of ${message.key}`).not.toBe(message.key);
    const text = describeMessage(state.fixed, message, language);
    expect(text, `${language}: ${text}`).not.toMatch(/\{\{|\}\}/);
  }
}

describe('SIEGE messages', () => {
  it('names figures, sides, steps and results in the player’s language', () => {
    const state = start(assault());
    const fixed = state.fixed;
    expect(describeMessage(fixed, { key: 'siege.event.moved', params: { unit: 'baron', from: '1917', to: '2019', cost: 2 } }, 'en')).toBe('Mounted knight moves from 1917 to 2019 (2 movement points).');
    expect(describeMessage(fixed, { key: 'siege.event.moved', params: { unit: 'baron', from: '1917', to: '2019', cost: 2 } }, 'fr')).toBe('Chevalier à cheval se déplace de 1917 à 2019 (2 points de mouvement).');
    expect(describeMessage(fixed, { key: 'siege.event.meleeRolled', params: { column: '3-1', die: 2, code: 'D', result: 'combat-foot:D' } }, 'fr')).toBe('Combat à 3-1\u00a0: dé 2, résultat D\u00a0: Défenseur assommé.');
    expect(describeMessage(fixed, { key: 'siege.event.stepStarted', params: { side: 'defenders', step: 'fire-2', turn: 3 } }, 'en')).toBe('Turn 3, Defenders: Archers fire again.');
    expect(describeMessage(fixed, { key: 'siege.event.aimed', params: { unit: 'longbow-1', target: 'archer-1', distance: 4, cover: 'strong' } }, 'fr')).toBe('Archer (arc long) vise Archer (arc court) 1 à 4 cases, couverture forte.');
    expect(describeMessage(fixed, { key: 'siege.refused.notNow', params: { expected: 'move' } }, 'fr')).toBe('Pas maintenant\u00a0: ce camp doit bouger.');
    const first = engine.legalActions(state, state.pending[0]!.side).find((action) => action.type !== 'endStep')!;
    for (const event of play(state, first).events) expectWorded(state, event);
  });

  it('names a siege engine with the article its gender takes in French, and words its refusals for either gender', () => {
    const doc: Doc = placed(sample, { baron: '1917', lord: '1911' }, [], true);
    (doc.board.tokens as unknown[]).push({ id: 'ballista', kind: 'ballista', at: hexAt('1008') }, { id: 'ballista-b', kind: 'ballista', at: hexAt('0808'), label: 'B' });
    const { fixed } = start(doc);
    const fr = (key: string, params: Record<string, string | number>) => describeMessage(fixed, { key, params }, 'fr');
    const en = (key: string, params: Record<string, string | number>) => describeMessage(fixed, { key, params }, 'en');
    // Feminine: la tour de siège, la baliste; masculine: le bélier, le trébuchet; elided: l’écran de siège.
    expect(fr('siege.event.engineBurnt', { engine: 'siege-tower', cell: '1211' })).toBe('Le feu détruit la tour de siège (incendie en 1211).');
    expect(fr('siege.event.engineBurnt', { engine: 'trebuchet', cell: '2005' })).toBe('Le feu détruit le trébuchet (incendie en 2005).');
    expect(fr('siege.refused.engineBurning', { engine: 'siege-tower' })).toBe('La tour de siège est en feu et ne bouge plus.');
    expect(fr('siege.refused.engineMoved', { engine: 'ram' })).toBe('Le bélier a déjà bougé pendant cette phase.');
    expect(fr('siege.refused.engineFixed', { engine: 'mantlet' })).toBe('L’écran de siège ne se déplace pas.');
    expect(fr('siege.refused.engineFixed', { engine: 'mangonel' })).toBe('Le mangonneau ne se déplace pas.');
    expect(fr('siege.refused.ballistaNotReady', { engine: 'ballista', turn: 4 })).toBe('La baliste tire tous les trois tours\u00a0: son prochain tir viendra au tour 4.');
    expect(fr('siege.refused.engineCrewBusy', { engine: 'ram' })).toBe('Le bélier ne bouge pas\u00a0: ses servants ont déjà bougé pendant cette phase, ou combattu au tour précédent.');
    // A figure who leaves the ram to fight or to fight a fire: the message does not guess which.
    expect(fr('siege.event.ramDelayed', { unit: 'lord', engine: 'ram' })).toMatch(/ quitte le bélier\u00a0: le pilonnage reprendra avec un tour de retard\.$/);
    expect(fr('siege.action.fireArrow', { unit: 'lord', engine: 'siege-tower', cell: '1009' })).toMatch(/ tire une flèche enflammée sur la tour de siège \(1009\)$/);
    // A counter's label follows the name of its kind.
    expect(fr('siege.action.pound', { engine: 'ballista-b', cell: '0909', column: '9', modifier: '+0' })).toBe('La baliste B pilonne le mur en 0909 (colonne 9, +0 au dé)');
    // English takes its article too, in capitals to open a sentence.
    expect(en('siege.event.engineBurnt', { engine: 'siege-tower', cell: '1211' })).toBe('The siege tower has burnt down (fire at 1211).');
    expect(en('siege.refused.engineFixed', { engine: 'ballista-b' })).toBe('The ballista B does not move.');
    // An id that names no engine is left as it is.
    expect(fr('siege.refused.unknownEngine', { engine: 'nothing' })).toBe('Il n’y a pas d’engin de siège «\u00a0nothing\u00a0».');
  });

  it('names an engine a house rule renamed without guessing its gender, and a side whatever its name', () => {
    const doc: Doc = placed(sample, { baron: '1917', lord: '1911' }, [], true);
    doc.ruleset = { id: 'siege', overrides: { tokens: { ram: { name: { fr: 'Tortue', en: 'Tortoise' } } } } };
    const { fixed } = start(doc);
    expect(describeMessage(fixed, { key: 'siege.refused.engineBurning', params: { engine: 'ram' } }, 'fr')).toBe('L’engin «\u00a0Tortue\u00a0» est en feu et ne bouge plus.');
    expect(describeMessage(fixed, { key: 'siege.refused.engineBurning', params: { engine: 'ram' } }, 'en')).toBe('The engine “Tortoise” is on fire: it does not move.');
    // Kinds the house rule leaves alone keep their own article.
    expect(describeMessage(fixed, { key: 'siege.action.moveEngine', params: { engine: 'siege-tower', hexes: 2, cell: '1110' } }, 'fr')).toBe('Pousser la tour de siège de 2 cases, son avant jusqu’en 1110');
    expect(describeMessage(fixed, { key: 'siege.win.eliminated', params: { side: 'defenders' } }, 'fr')).toBe('Le camp «\u00a0Défenseurs\u00a0» n’a plus aucun personnage.');
    expect(describeMessage(fixed, { key: 'siege.event.objectiveHeld', params: { side: 'besiegers', cell: '1917', turns: 1 } }, 'fr')).toBe('Le camp «\u00a0Assiégeants\u00a0» tient l’objectif en 1917 (1 tour).');
  });
});
