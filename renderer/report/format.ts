/** How the balance report writes its numbers, in the reader's language. */
import { percentText, type Language } from '../../engine/i18n';

/** A share as a percentage, always to one decimal so that a rate and its interval read alike: "91.7%", « 20,0 % ». */
export const percent = (value: number, language: string) => percentText(language as Language, value, 1, true);

/** A change to one decimal, signed but for none, with a true minus sign: "−9.2", "+2.0", "0.0". */
export const signed = (value: number, language: string) => new Intl.NumberFormat(language, { signDisplay: 'exceptZero', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value).replace('-', '\u2212');

/** A difference of shares in percentage points, to one decimal and signed as `signed`: "−91.7", "+20.0", "0.0". */
export const points = (value: number, language: string) => signed(value * 100, language);

/** A measure to one decimal, as the report's averages: "9.5", « 9,5 ». */
export const decimal = (value: number, language: string) => new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

/**
 * A time as a reader takes it in, in the reader's language: seconds under a minute and a half,
 * then minutes, then hours and minutes ("45 s", "12 min", « 2 h 5 min »).
 */
export function duration(seconds: number, language: string): string {
  const amount = (value: number, unit: 'second' | 'minute' | 'hour') => new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
  if (seconds < 90) return amount(Math.round(seconds), 'second');
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return amount(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? amount(hours, 'hour') : `${amount(hours, 'hour')} ${amount(minutes % 60, 'minute')}`;
}

/**
 * The progress line's time left, as a message: unknown until a game has ended, then about how long
 * the games still to play take at the pace so far; under a second, it says so rather than "0 s".
 */
export function timeLeft(done: number, total: number, elapsedSeconds: number, language: string): { readonly key: string; readonly params?: { readonly time: string } } {
  if (done <= 0) return { key: 'report.etaUnknown' };
  const seconds = Math.max(0, (elapsedSeconds / done) * (total - done));
  return seconds < 1 ? { key: 'report.etaMoment' } : { key: 'report.eta', params: { time: duration(seconds, language) } };
}
