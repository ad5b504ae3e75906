/** A refusal names what it is about as the designer knows it: the kind's name, not its id. */
import { describe, expect, it } from 'vitest';
import r6Json from '../../../scenarios/r6-ambassade.scenario.json';
import { createI18n } from '../../i18n';
import { refusalWords } from './refusalWords';
import { loaded } from './test-support';
import { placeToken } from './tokens';

const r6 = loaded(r6Json);

describe('a refusal in words', () => {
  it('names the kind of token the rules limit, in the reader’s language', () => {
    // The embassy has its two bombs already.
    const result = placeToken(r6, { kind: 'bomb', at: { col: 0, row: 0 } });
    if (result.ok) throw new Error('A third bomb was placed.');
    expect(result.refusal).toEqual({ key: 'edit.token.tooMany', params: { kind: 'bomb', max: 2, count: 2 } });
    expect(createI18n('fr').t(result.refusal.key, refusalWords(result.refusal, r6, 'fr'))).toBe('Les règles permettent au plus 2 pions bombe.');
    expect(createI18n('en').t(result.refusal.key, refusalWords(result.refusal, r6, 'en'))).toMatch(/^The rules allow at most 2 bomb /);
    expect(refusalWords(result.refusal, null, 'en')).toBe(result.refusal.params);
  });
});
