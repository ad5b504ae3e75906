import { describe, expect, it } from 'vitest';
import r6 from '../../scenarios/r6-ambassade.scenario.json';
import rebellion from '../../scenarios/rebellion-standard.scenario.json';
import { scenarioTitle, serialiseScenario, suggestedFileName } from './openDocument';

describe('open document', () => {
  it('serialises as stable indented JSON ending with a newline', () => {
    expect(serialiseScenario({ version: 1, meta: { title: 'A' } })).toBe('{\n  "version": 1,\n  "meta": {\n    "title": "A"\n  }\n}\n');
  });

  it('shows the title in the interface language when the document has it, else its own', () => {
    expect(scenarioTitle(rebellion, 'en')).toBe('Rebellion: standard setup');
    expect(scenarioTitle(rebellion, 'fr')).toBe('Rébellion\u00a0: mise en place standard');
    expect(scenarioTitle(r6, 'en')).toBe('Defuse at the embassy');
    expect(scenarioTitle({ meta: { title: 'Le siège', language: 'fr' } }, 'en')).toBe('Le siège');
    expect(scenarioTitle({ meta: { title: 'The siege', language: 'en', translations: { fr: { title: 'Le siège' } } } }, 'fr')).toBe('Le siège');
    // A document being repaired may lack its language or carry a broken translation: its own title then.
    expect(scenarioTitle({ meta: { title: 'Le siège', translations: { en: { title: 'The siege' } } } }, 'en')).toBe('Le siège');
    expect(scenarioTitle({ meta: { title: 'Le siège', language: 'fr', translations: { en: { title: 7 } } } }, 'en')).toBe('Le siège');
    expect(scenarioTitle({ meta: { title: ' ' } }, 'en')).toBeUndefined();
    expect(scenarioTitle({}, 'en')).toBeUndefined();
  });

  it('suggests a file name from the document’s own title, the same in every interface language', () => {
    expect(suggestedFileName({ meta: { title: "Désamorçage dans l'ambassade" } }, 'x')).toBe('desamorcage-dans-l-ambassade.scenario.json');
    expect(suggestedFileName(rebellion, 'x')).toBe('rebellion-mise-en-place-standard.scenario.json');
    expect(suggestedFileName({}, 'Untitled scenario')).toBe('untitled-scenario.scenario.json');
    expect(suggestedFileName({ meta: { title: '???' } }, '')).toBe('scenario.scenario.json');
  });
});
