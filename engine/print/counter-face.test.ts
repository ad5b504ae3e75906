import { describe, expect, it } from 'vitest';
import { contrast, INK, PAPER_WHITE } from './colour';
import { rectCounter, roundCounter } from './counter-face';
import type { DisplayItem } from './display-list';
import { DEFAULT_SYMBOLS } from './symbols';
import { CAP_HEIGHT_EM, textWidthMm } from './text';

const RED = '#b3261e';
const BLUE = '#1f5fbf';
const texts = (items: readonly DisplayItem[]) => items.flatMap((item) => (item.kind === 'text' ? [item] : []));
const strips = (items: readonly DisplayItem[]) => items.filter((item) => item.kind === 'path' && item.fill !== undefined && 'colour' in item.fill && item.fill.colour === PAPER_WHITE);

describe('a counter’s numbers', () => {
  const symbol = Object.values(DEFAULT_SYMBOLS)[0]!;
  const stats = [{ text: '16' }, { text: '12', colour: RED }, { text: '4', colour: BLUE }];

  it('read on a counter of their own colour: SIEGE’s red attack on a besieger’s red counter sits on a light strip', () => {
    const items = rectCounter({ label: 'Chev. pied', fill: RED, symbol, stats }, { x: 10, y: 10 }, 18, 18);
    expect(strips(items)).toHaveLength(1);
    const numbers = texts(items).filter((item) => ['16', '12', '4'].includes(item.text));
    expect(numbers.map((item) => item.colour)).toEqual([INK, RED, BLUE]);
    for (const number of numbers) expect(contrast(number.colour, PAPER_WHITE)).toBeGreaterThanOrEqual(3);
  });

  it('stand on the counter itself where every colour reads there', () => {
    const items = rectCounter({ label: 'Soldat', fill: '#f4efe2', symbol, stats }, { x: 10, y: 10 }, 18, 18);
    expect(strips(items)).toEqual([]);
    expect(texts(items).filter((item) => ['12', '4'].includes(item.text)).map((item) => item.colour)).toEqual([RED, BLUE]);
  });
});

describe('a round counter (a model’s base)', () => {
  it('keeps its name and numbers inside the disc, where its rows are narrower than its middle: a 32 mm base of « Tactical squad 1 »', () => {
    const symbol = Object.values(DEFAULT_SYMBOLS)[0]!;
    const centre = { x: 20, y: 20 };
    const radius = 16;
    const items = roundCounter({ label: 'Tactical squad 1', fill: BLUE, symbol, stats: [{ text: '3+' }, { text: '3' }] }, centre, radius * 2);
    const words = texts(items);
    expect(words.map((item) => item.text).join(' ')).toMatch(/squad 1/);
    for (const item of words) {
      const half = textWidthMm(item.text, item.sizeMm, item.bold) / 2;
      // The row's corners, at its baseline and at its cap height, lie in the disc.
      for (const y of [item.at.y, item.at.y - item.sizeMm * CAP_HEIGHT_EM]) {
        for (const x of [item.at.x - half, item.at.x + half]) expect(Math.hypot(x - centre.x, y - centre.y), item.text).toBeLessThan(radius);
      }
    }
  });
});

describe('a door’s strip (SIEGE: 14 × 6 mm, too low for two lines)', () => {
  const strip = (label: string, detail: string) => texts(rectCounter({ label, detail, fill: '#6d4c2f' }, { x: 7, y: 3 }, 14, 6));
  const extent = (item: Extract<DisplayItem, { kind: 'text' }>) => {
    const width = textWidthMm(item.text, item.sizeMm, item.bold);
    const left = item.anchor === 'middle' ? item.at.x - width / 2 : item.anchor === 'end' ? item.at.x - width : item.at.x;
    return [left, left + width] as const;
  };

  it('reads « Porte ouv. » and « Porte ferm. »: the name whole, the state after it in small letters, not « Port. Ouvert. »', () => {
    expect(strip('Porte', 'Ouverte').map((item) => item.text)).toEqual(['Porte', 'ouv.']);
    expect(strip('Porte', 'Fermée').map((item) => item.text)).toEqual(['Porte', 'ferm.']);
    expect(strip('Gate', 'Closed').map((item) => item.text)).toEqual(['Gate', 'closed']);
  });

  it('keeps its words clear of the strip’s ends, where the fold line runs', () => {
    for (const [label, detail] of [['Porte', 'Ouverte'], ['Porte', 'Fermée'], ['Gate', 'Closed'], ['Gate', 'Open']] as const) {
      for (const item of strip(label, detail)) {
        const [left, right] = extent(item);
        expect(left, item.text).toBeGreaterThanOrEqual(0.8);
        expect(right, item.text).toBeLessThanOrEqual(14 - 0.8);
      }
    }
  });

  it('keeps a state’s capital when it stands alone or is a name (« AT-ST »)', () => {
    expect(strip('', 'Ouverte').map((item) => item.text)).toEqual(['Ouverte']);
    expect(strip('Porte', 'AT-ST').map((item) => item.text)).toEqual(['Porte', 'AT-ST']);
  });
});

describe('a counter’s name without a picture', () => {
  const lines = (label: string, side: number) => texts(rectCounter({ label, fill: '#dddddd' }, { x: side / 2, y: side / 2 }, side, side)).map((item) => item.text);

  it('goes on two lines rather than be shortened, breaking before a small word where it can: « Baril d’huile / bouillante »', () => {
    expect(lines('Baril d’huile bouillante', 14)).toEqual(['Baril d’huile', 'bouillante']);
    expect(lines('Chevalier à cheval', 14)).toEqual(['Chevalier', 'à cheval']);
    expect(lines('Treuil du pont-levis', 20)).toEqual(['Treuil', 'du pont-levis']);
  });
});
