import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { decimal, duration, percent, points, signed, timeLeft } from './format';

// Intl puts a space, a no-break space or a narrow one between a number and its unit, by language and ICU version.
const told = (seconds: number, language: string) => duration(seconds, language).replace(/\s/g, '~');

describe('the time left of a batch', () => {
  it('is told in seconds under a minute and a half, then in minutes, then in hours and minutes', () => {
    expect(told(45, 'fr')).toBe('45~s');
    expect(told(89.4, 'en')).toBe('89~sec');
    expect(told(729, 'fr')).toBe('12~min');
    expect(told(5340, 'en')).toBe('89~min');
    expect(told(7500, 'fr')).toBe('2~h~5~min');
    expect(told(7200, 'en')).toBe('2~hr');
  });
});

describe('the progress line’s time left', () => {
  const said = (language: 'en' | 'fr', done: number, total: number, elapsed: number) => {
    const { key, params } = timeLeft(done, total, elapsed, language);
    return createI18n(language).t(key, params).replace(/\s/g, '~');
  };

  it('is estimated once a game has ended, from the pace so far', () => {
    expect(said('en', 0, 100, 3)).toBe('Estimating~the~time~left…');
    expect(said('en', 10, 100, 5)).toBe('About~45~sec~left');
    expect(said('fr', 10, 100, 5)).toBe('Encore~environ~45~s');
  });

  it('says under a second near the end, never “0 s”, in both languages', () => {
    expect(said('en', 999, 1000, 100)).toBe('Less~than~a~second~left');
    expect(said('fr', 999, 1000, 100)).toBe('Encore~moins~d’une~seconde');
    expect(said('fr', 1000, 1000, 100)).toBe('Encore~moins~d’une~seconde');
    expect(said('en', 99, 100, 120)).toBe('About~1~sec~left');
  });
});

describe('a change in percentage points', () => {
  it('is signed, with a true minus sign, and 0 unsigned, always to one decimal', () => {
    expect(points(-0.148, 'fr')).toBe('\u221214,8');
    expect(points(0.846, 'en')).toBe('+84.6');
    expect(points(0.2, 'fr')).toBe('+20,0');
    expect(points(0, 'en')).toBe('0.0');
    expect(points(-0.0001, 'fr')).toBe('0,0');
  });
});

describe('a change in turns and an average', () => {
  it('are written to one decimal, the change signed as the points are', () => {
    expect(signed(-7.46, 'fr')).toBe('\u22127,5');
    expect(signed(1.25, 'en')).toBe('+1.3');
    expect(signed(0.04, 'en')).toBe('0.0');
    expect(decimal(9.5, 'fr')).toBe('9,5');
    expect(decimal(2, 'en')).toBe('2.0');
  });
});

describe('a share', () => {
  it('is written to one decimal, so that a rate and the ends of its interval read alike', () => {
    expect(percent(0.2, 'en')).toBe('20.0%');
    expect(percent(0.113, 'fr').replace(/\s/g, '~')).toBe('11,3~%');
  });
});
