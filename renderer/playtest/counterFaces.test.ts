import { describe, expect, it } from 'vitest';
import siegeJson from '../../scenarios/siege-castle.scenario.json';
import { loadScenario } from '../../engine/scenario';
import { counterFacesOf } from './counterFaces';

const loaded = loadScenario(JSON.stringify(siegeJson));
const source = { scenario: loaded.scenario!, ruleset: loaded.ruleset!, language: 'en' as const };
const faces = counterFacesOf(source);
const texts = (face: ReturnType<typeof faces.faceOf>) => face?.stats?.map((stat) => stat.text);

describe('playtest counters', () => {
  it('draws a scenario unit with its own counter: its side colour and its numbers, attack, defence, movement', () => {
    const face = faces.faceOf({ id: 'knight-1', name: 'Knight 1', side: 'besiegers', marks: [] }, '#000000');
    expect(face?.label).toBeTruthy();
    expect(face?.fill).toBe(siegeJson.sides[0]?.colour.toLowerCase());
    expect(face?.stats?.map((stat) => stat.colour)).toEqual(['#1f1d1a', '#b3261e', '#1f5fbf']);
    expect(face?.band ?? null).toBeNull();
  });

  it('turns a wounded figure to its wounded side, with the wounded numbers', () => {
    const soldier = loaded.ruleset!.unitProfiles!.soldier!.stats!;
    const wounded = faces.faceOf({ id: 'unknown', name: 'Soldier 7', side: 'defenders', marks: ['wounded'] }, '#2e5cb0');
    expect(wounded?.band).toBe('Wounded');
    expect(texts(wounded)).toEqual([String(soldier.woundedAttack), String(soldier.woundedDefense), String(soldier.woundedMovement)]);
    const healthy = faces.faceOf({ id: 'unknown', name: 'Soldier 7', side: 'defenders', marks: [] }, '#2e5cb0');
    expect(texts(healthy)).toEqual([String(soldier.attack), String(soldier.defense), String(soldier.movement)]);
  });

  it('leaves a piece neither the scenario nor the ruleset knows to the playtest', () => {
    expect(faces.faceOf({ id: 'nobody', name: 'Dragon 1', side: 'defenders', marks: [] }, '#2e5cb0')).toBeUndefined();
  });
});

describe('playtest counters of the other games', () => {
  it('turns a hit R6 agent’s counter a quarter turn, and shows an immobilised Rapid 40000 vehicle’s side', async () => {
    const r6 = loadScenario(JSON.stringify((await import('../../scenarios/r6-ambassade.scenario.json')).default));
    const r6Faces = counterFacesOf({ scenario: r6.scenario!, ruleset: r6.ruleset!, language: 'en' });
    expect(r6Faces.faceOf({ id: 'ash', name: 'Ash', side: 'attackers', marks: ['hit'] }, '#e8731a')?.turned).toBe(true);
    expect(r6Faces.faceOf({ id: 'ash', name: 'Ash', side: 'attackers', marks: [] }, '#e8731a')?.turned).toBeUndefined();
    expect(r6Faces.faceOf({ id: 'ash', name: 'Ash', side: 'attackers', marks: [] }, '#e8731a')?.label).toBe('Ash');
    // Agents the file leaves unnamed are numbered apart on their counters, as in the log.
    expect(r6Faces.faceOf({ id: 'attacker-3', name: 'Attacking agent 2', side: 'attackers', marks: [] }, '#e8731a')?.label).toBe('Attacking agent 2');
    const rapid = loadScenario(JSON.stringify((await import('../../scenarios/rapid40k-skirmish.scenario.json')).default));
    const rapidFaces = counterFacesOf({ scenario: rapid.scenario!, ruleset: rapid.ruleset!, language: 'en' });
    expect(rapidFaces.faceOf({ id: 'tank-9', name: 'Battle tank 9', side: 'marines', marks: ['immobilised'] }, '#1f4e9c')?.band).toBe('Immobilised');
    expect(rapidFaces.faceOf({ id: 'command', name: 'Command squad', side: 'marines', marks: ['immobilised'] }, '#1f4e9c')?.band ?? null).toBeNull();
  });
});

describe('playtest markers', () => {
  it('draws a Rebellion loyalty marker with its side’s faction emblem and a subjugation marker with its padlock, as the board does', async () => {
    const rebellion = loadScenario(JSON.stringify((await import('../../scenarios/rebellion-standard.scenario.json')).default));
    const ruleset = rebellion.ruleset!;
    const faces = counterFacesOf({ scenario: rebellion.scenario!, ruleset, language: 'en' });
    const empire = faces.markerFaceOf('loyalty', { id: 'empire', colour: '#6e7b8b' });
    expect(empire?.symbol).toBe(ruleset.look?.symbols?.['loyalty-empire']);
    expect(faces.markerFaceOf('loyalty', { id: 'empire', colour: '#6e7b8b' })).toBe(empire);
    expect(faces.markerFaceOf('loyalty', { id: 'rebellion', colour: '#c0392b' })?.symbol).toBe(ruleset.look?.symbols?.['loyalty-rebellion']);
    expect(faces.markerFaceOf('subjugation')?.symbol).toBe(ruleset.look?.symbols?.subjugation);
    expect(faces.markerFaceOf('excluded')).toBeUndefined();
  });
});
