import { describe, expect, it } from 'vitest';
import r6Json from '../../../scenarios/r6-ambassade.scenario.json';
import siegeJson from '../../../scenarios/siege-castle.scenario.json';
import { cycleEdgeFeature, placeEdgeFeatures, removeEdgeFeatures, setEdgeFeature } from './index';
import { loaded, refusal, roundTrip } from './test-support';
import type { Scenario } from '../../../engine/scenario/types';

const r6 = loaded(r6Json);
const siege = loaded(siegeJson);
const featureOn = (scenario: Scenario, edge: string) => scenario.board.edges?.find((feature) => feature.edge === edge);

describe('edge features', () => {
  it('places a door on a free edge with a fresh id, sharing everything else', () => {
    expect(featureOn(r6, 'v:4,3')).toBeUndefined();
    const result = placeEdgeFeatures(r6, { edges: ['v:4,3'], kind: 'door' });
    const after = roundTrip(r6, result);
    expect(featureOn(after, 'v:4,3')).toEqual({ id: result.ok ? result.created : '', edge: 'v:4,3', kind: 'door' });
    expect(result.ok && result.created).toMatch(/^door-\d+$/);
    expect(after.board.edges?.slice(0, -1).every((feature, i) => feature === r6.board.edges?.[i])).toBe(true);
    expect(after.board.terrain).toBe(r6.board.terrain);
  });

  it('places a whole drag of walls as one step, each edge once', () => {
    const after = roundTrip(r6, placeEdgeFeatures(r6, { edges: ['h:4,2', 'h:5,2', 'h:4,2'], kind: 'wall', state: 'reinforced' }));
    expect(featureOn(after, 'h:4,2')).toMatchObject({ kind: 'wall', state: 'reinforced' });
    expect(featureOn(after, 'h:5,2')).toMatchObject({ kind: 'wall', state: 'reinforced' });
    expect(after.board.edges?.length).toBe((r6.board.edges?.length ?? 0) + 2);
    expect(new Set(after.board.edges?.map((feature) => feature.id)).size).toBe(after.board.edges?.length);
  });

  it('replaces the kind of the feature already on an edge and keeps its id; the default state is not written', () => {
    const wall = featureOn(r6, 'v:1,1');
    const after = roundTrip(r6, placeEdgeFeatures(r6, { edges: ['v:1,1'], kind: 'door', state: 'closed' }));
    expect(featureOn(after, 'v:1,1')).toEqual({ id: wall?.id, edge: 'v:1,1', kind: 'door' });
    expect(placeEdgeFeatures(after, { edges: ['v:1,1'], kind: 'door' })).toEqual({ ok: true, scenario: after });
  });

  it('cycles a door through the ruleset states and back to closed', () => {
    let scenario = r6;
    const seen: (string | undefined)[] = [];
    for (let i = 0; i < 3; i++) {
      scenario = roundTrip(scenario, cycleEdgeFeature(scenario, { edge: 'v:1,2' }));
      seen.push(featureOn(scenario, 'v:1,2')?.state);
    }
    expect(seen).toEqual(['open', 'barricaded', undefined]);
  });

  it('cycles hex walls through their damage states', () => {
    const after = roundTrip(siege, cycleEdgeFeature(siege, { edge: 'n:17,5' }));
    expect(featureOn(after, 'n:17,5')?.state).toBe('lightly-damaged');
    // An arrow slit has a single state: cycling changes nothing.
    expect(cycleEdgeFeature(siege, { edge: 'se:17,4' })).toEqual({ ok: true, scenario: siege });
  });

  it('refuses a door where there is no edge, an unknown kind or state, and a cycle on a bare edge', () => {
    expect(refusal(placeEdgeFeatures(r6, { edges: ['v:12,0'], kind: 'door' }))).toEqual({ key: 'edit.edge.noEdge', params: { edge: 'v:12,0' } });
    expect(refusal(placeEdgeFeatures(r6, { edges: ['x:1,1'], kind: 'door' })).key).toBe('edit.edge.noEdge');
    expect(refusal(placeEdgeFeatures(siege, { edges: ['s:3,3'], kind: 'wall' })).key).toBe('edit.edge.noEdge');
    expect(refusal(placeEdgeFeatures(r6, { edges: ['v:4,3'], kind: 'portcullis' }))).toEqual({ key: 'edit.edge.unknownKind', params: { kind: 'portcullis' } });
    expect(refusal(placeEdgeFeatures(r6, { edges: ['v:4,3'], kind: 'door', state: 'ajar' })).key).toBe('edit.edge.badState');
    expect(refusal(cycleEdgeFeature(r6, { edge: 'v:4,3' }))).toEqual({ key: 'edit.edge.none', params: { edge: 'v:4,3' } });
  });

  it('removes features from edges', () => {
    const after = roundTrip(r6, removeEdgeFeatures(r6, { edges: ['v:1,0', 'v:1,1'] }));
    expect(featureOn(after, 'v:1,0')).toBeUndefined();
    expect(featureOn(after, 'v:1,1')).toBeUndefined();
    expect(after.board.edges?.length).toBe((r6.board.edges?.length ?? 0) - 2);
    expect(refusal(removeEdgeFeatures(r6, { edges: ['v:4,3'] })).key).toBe('edit.edge.none');
  });

  it('sets the owner and the hidden flag of a feature', () => {
    const after = roundTrip(r6, setEdgeFeature(r6, { edge: 'v:1,2', owner: 'defenders', hidden: true }));
    expect(featureOn(after, 'v:1,2')).toMatchObject({ owner: 'defenders', hidden: true });
    const cleared = roundTrip(after, setEdgeFeature(after, { edge: 'v:1,2', owner: null, hidden: false }));
    expect(featureOn(cleared, 'v:1,2')).toEqual(featureOn(r6, 'v:1,2'));
    expect(refusal(setEdgeFeature(r6, { edge: 'v:1,2', owner: 'nobody' })).key).toBe('edit.side.unknown');
  });
});
