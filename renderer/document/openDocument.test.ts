import { describe, expect, it } from 'vitest';
import { serialiseScenario, suggestedFileName } from './openDocument';

describe('open document', () => {
  it('serialises as stable indented JSON ending with a newline', () => {
    expect(serialiseScenario({ version: 1, meta: { title: 'A' } })).toBe('{\n  "version": 1,\n  "meta": {\n    "title": "A"\n  }\n}\n');
  });

  it('suggests a file name from the title', () => {
    expect(suggestedFileName({ meta: { title: "Désamorçage dans l'ambassade" } }, 'x')).toBe('desamorcage-dans-l-ambassade.scenario.json');
    expect(suggestedFileName({}, 'Untitled scenario')).toBe('untitled-scenario.scenario.json');
    expect(suggestedFileName({ meta: { title: '???' } }, '')).toBe('scenario.scenario.json');
  });
});
