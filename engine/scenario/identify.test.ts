import { describe, expect, it } from 'vitest';
import r6 from '../../scenarios/r6-ambassade.scenario.json';
import r6Ruleset from '../rules/r6-onboard/ruleset.json';
import { identifyDocument } from './identify';
import { CURRENT_VERSION } from './migrate';

describe('what a JSON file is', () => {
  it('knows a scenario, broken or not', () => {
    expect(identifyDocument(r6)).toEqual({ kind: 'scenario' });
    expect(identifyDocument({ board: {}, sides: 'none' })).toEqual({ kind: 'scenario' });
    expect(identifyDocument({ $schema: '../schemas/scenario.schema.json' })).toEqual({ kind: 'scenario' });
  });

  it('knows a scenario of a newer format', () => {
    expect(identifyDocument({ ...r6, version: CURRENT_VERSION + 2 })).toEqual({ kind: 'newer', version: CURRENT_VERSION + 2, current: CURRENT_VERSION });
  });

  it('knows a ruleset, the preferences, and any other JSON', () => {
    expect(identifyDocument(r6Ruleset)).toMatchObject({ kind: 'other', what: 'ruleset' });
    expect(identifyDocument({ language: 'fr', units: 'mm', paper: 'A4', autosaveSeconds: 5, keepBackup: true })).toMatchObject({ kind: 'other', what: 'preferences' });
    expect(identifyDocument({ name: 'skirmish', dependencies: {} })).toEqual({ kind: 'other', what: 'object', fields: ['name', 'dependencies'] });
    expect(identifyDocument({ format: 1, ruleset: { id: 'siege', version: 1 }, scenario: {}, seed: '1f', seats: [], actions: [] })).toMatchObject({ kind: 'other', what: 'gameRecord' });
    expect(identifyDocument([1, 2])).toMatchObject({ kind: 'other', what: 'list' });
    expect(identifyDocument(42)).toMatchObject({ kind: 'other', what: 'value' });
    // One scenario-like field is not enough.
    expect(identifyDocument({ board: 3, name: 'x' })).toMatchObject({ kind: 'other', what: 'object' });
  });
});
