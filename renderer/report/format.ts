/** How the balance report writes its numbers, in the reader's language. */

/** A share as a percentage, to one decimal: "91.7%", « 91,7 % ». */
export const percent = (value: number, language: string) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value);

/** A difference of shares in percentage points, signed: "-91.7", "+84.6". */
export const points = (value: number, language: string) => new Intl.NumberFormat(language, { signDisplay: 'always', maximumFractionDigits: 1 }).format(value * 100);
