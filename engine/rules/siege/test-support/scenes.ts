/**
 * Scenes of the castle sample (passed in by the tests, which import it) for the property tests:
 * the assaults where every kind of action comes up.
 */
import { hexAt, placed, type Doc } from './game';

/** The castle with the besiegers at the west wall: short games full of contact. */
export function assault(sample: unknown): Doc {
  const doc = placed(sample, {
    'knight-1': '1310',
    'sergeant-b1': '1309',
    'soldier-b1': '1312',
    'soldier-b2': '1311',
    'longbow-1': '1110',
    'crossbow-b1': '1209',
    'engineer-b': '1111',
    baron: '1917',
    lord: '1911',
    'sergeant-2': '1409',
    'crossbow-2': '1408',
    'archer-1': '1410',
    'archer-2': '1413',
    'soldier-2': '1713',
    'soldier-3': '1906',
    engineer: '1916',
  });
  const tokens = doc.board.tokens as { id: string; at: { col: number; row: number }; state?: string; owner?: string }[];
  for (const token of tokens) {
    // One ladder already up against the rampart 1409, the other lying on the berm.
    if (token.id === 'ladder-1') Object.assign(token, { at: hexAt('1310'), state: 'vertical', owner: 'besiegers' });
    if (token.id === 'ladder-2') token.at = hexAt('1312');
  }
  doc.turns = { ...doc.turns, limit: 3 };
  doc.victory = (doc.victory ?? []).map((condition) => ((condition as { type: string }).type === 'survive' ? { ...(condition as object), turns: 3 } : condition));
  return doc;
}

/** The siege tower and the ram manned before the west wall, a mantlet on the berm, oil on the rampart. */
export function engineAssault(sample: unknown): Doc {
  const doc = placed(
    sample,
    {
      'soldier-b3': '1009',
      'soldier-b4': '1010',
      'soldier-b5': '1110',
      'sergeant-b2': '1011',
      'soldier-b6': '1212',
      'sergeant-b3': '1213',
      'knight-2': '1313',
      'longbow-1': '1111',
      'longbow-2': '1210',
      'soldier-b1': '1312',
      'engineer-b': '1007',
      'crossbow-b1': '0908',
      lord: '1911',
      'soldier-2': '1412',
      'archer-1': '1410',
      'archer-2': '1413',
      'soldier-1': '1315',
      'sergeant-2': '1411',
      engineer: '1916',
    },
    [],
    true,
  );
  const moves: Record<string, string> = { ram: '1212', 'ram-2': '1213', 'ram-3': '1313', mantlet: '1314' };
  for (const token of doc.board.tokens as { id: string; at: { col: number; row: number } }[]) if (moves[token.id]) token.at = hexAt(moves[token.id] as string);
  (doc.board.tokens as unknown[]).push({ id: 'ballista', kind: 'ballista', at: hexAt('1008') });
  doc.turns = { ...doc.turns, limit: 3 };
  doc.victory = (doc.victory ?? []).map((condition) => ((condition as { type: string }).type === 'survive' ? { ...(condition as object), turns: 3 } : condition));
  return doc;
}
