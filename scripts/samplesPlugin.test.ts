import { describe, expect, it } from 'vitest';
import { sampleTexts } from '../renderer/samples';
import { sampleIndexEntry } from './samplesPlugin';

const scenario = (meta: Record<string, unknown>) => ({ meta: { title: 'Le siège', language: 'fr', ...meta }, ruleset: { id: 'siege' }, board: { geometry: { kind: 'hex' } } });

describe('the samples index', () => {
  it('carries the title and description in each language the sample has', () => {
    const entry = sampleIndexEntry('siege.scenario.json', scenario({ description: 'Un château.', translations: { en: { title: 'The siege', description: 'A castle.' } } }));
    expect(entry).toMatchObject({ title: 'Le siège', description: 'Un château.', titles: { fr: 'Le siège', en: 'The siege' }, descriptions: { fr: 'Un château.', en: 'A castle.' } });
    expect(sampleTexts(entry, 'en')).toEqual({ title: 'The siege', description: 'A castle.' });
    expect(sampleTexts(entry, 'fr')).toEqual({ title: 'Le siège', description: 'Un château.' });
    // A language it does not have: its own.
    expect(sampleTexts(entry, 'de')).toEqual({ title: 'Le siège', description: 'Un château.' });
  });

  it('keeps a sample in one language as it is', () => {
    const entry = sampleIndexEntry('siege.scenario.json', scenario({}));
    expect(entry).toEqual({ file: 'siege.scenario.json', title: 'Le siège', rulesetId: 'siege', geometryKind: 'hex' });
    expect(sampleTexts(entry, 'en')).toEqual({ title: 'Le siège' });
  });
});
