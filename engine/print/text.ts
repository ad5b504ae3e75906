/**
 * Text on paper. Prints use the PDF standard fonts (Helvetica), which only encode WinAnsi
 * (Windows-1252). That covers French: accents, ç, œ, Œ, « », ’, …, – and —. Anything else is
 * replaced by its nearest WinAnsi spelling, its letter without the accent, or "?", before it
 * enters the display list, so the PDF, the PNG and the SVG all show the same characters.
 */
import { StandardFontEmbedder, StandardFonts } from 'pdf-lib';

/** Code points of Windows-1252 between 0x80 and 0x9F that are not in Latin-1. */
const WIN_ANSI_EXTRAS = [
  0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x017d, 0x2018, 0x2019,
  0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x017e, 0x0178,
];

export function isWinAnsi(codePoint: number): boolean {
  return (codePoint >= 0x20 && codePoint <= 0x7e) || (codePoint >= 0xa0 && codePoint <= 0xff) || WIN_ANSI_EXTRAS.includes(codePoint);
}

/** Spellings for characters that users type and WinAnsi lacks. */
const REPLACEMENTS: Readonly<Record<string, string>> = {
  '\u202f': '\u00a0', // narrow no-break space, French typography before « » ; : ! ?
  '\u2007': '\u00a0',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u3000': ' ',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u02bc': '\u2019',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u2248': '~',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2194': '<->',
  '\ufb01': 'fi',
  '\ufb02': 'fl',
  '\t': ' ',
  '\n': ' ',
  '\r': ' ',
};

/** The text as the print fonts will show it (see module comment). */
export function printableText(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) as number;
    if (isWinAnsi(code)) {
      out += char;
      continue;
    }
    const replacement = REPLACEMENTS[char];
    if (replacement !== undefined) {
      out += replacement;
      continue;
    }
    const bare = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    out += bare.length > 0 && [...bare].every((c) => isWinAnsi(c.codePointAt(0) as number)) ? bare : code < 0x20 ? '' : '?';
  }
  return out;
}

type FontName = Parameters<typeof StandardFontEmbedder.for>[0];
const REGULAR = StandardFontEmbedder.for(StandardFonts.Helvetica as unknown as FontName);
const BOLD = StandardFontEmbedder.for(StandardFonts.HelveticaBold as unknown as FontName);

/** The smallest text printed: 6 pt, what reads on paper at arm's length. */
export const MIN_PRINT_TEXT_MM = (6 * 25.4) / 72;

/** Helvetica's cap height in em: puts the baseline so capitals sit centred on a point. */
export const CAP_HEIGHT_EM = 0.718;

/** Width of printable text in mm at a font size in mm (the PDF font's own metrics). */
export function textWidthMm(text: string, sizeMm: number, bold = false): number {
  return (bold ? BOLD : REGULAR).widthOfTextAtSize(text, sizeMm);
}

/** Baseline that centres capitals vertically on `centreY`. */
export function centredBaseline(centreY: number, sizeMm: number): number {
  return centreY + (sizeMm * CAP_HEIGHT_EM) / 2;
}

/** The largest size up to `sizeMm` at which the text fits `widthMm`; at least `minSizeMm`. */
export function fittedSize(text: string, widthMm: number, sizeMm: number, minSizeMm: number, bold = false): number {
  const width = textWidthMm(text, sizeMm, bold);
  if (width <= widthMm || width === 0) return sizeMm;
  // A hair under the exact ratio, so rounding never makes the text a hair too wide.
  return Math.max(minSizeMm, ((sizeMm * widthMm) / width) * 0.999);
}

/** Cuts the text with an ellipsis so it fits `widthMm` at `sizeMm`. */
export function truncated(text: string, widthMm: number, sizeMm: number, bold = false): string {
  if (textWidthMm(text, sizeMm, bold) <= widthMm) return text;
  const chars = [...text];
  while (chars.length > 0 && textWidthMm(`${chars.join('').trimEnd()}…`, sizeMm, bold) > widthMm) chars.pop();
  return chars.length === 0 ? '' : `${chars.join('').trimEnd()}…`;
}

/** Text that fits a box: shrunk down to `minSizeMm`, then cut with an ellipsis. */
export function fitText(content: string, widthMm: number, sizeMm: number, minSizeMm: number, bold = false): { text: string; sizeMm: number } {
  const printable = printableText(content);
  const size = fittedSize(printable, widthMm, sizeMm, minSizeMm, bold);
  return { text: truncated(printable, widthMm, size, bold), sizeMm: size };
}

/** Splits text into lines no wider than `widthMm`, on spaces (a long word gets a line of its own, cut). */
export function wrapText(content: string, widthMm: number, sizeMm: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printableText(content).split(/ +/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidthMm(candidate, sizeMm, bold) > widthMm) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines.map((l) => truncated(l, widthMm, sizeMm, bold));
}

const VOWEL = /[aeiouyàâäéèêëîïôöùûüœæ]/i;

/**
 * How long a word's next shorter stem is: cut before a syllable (a consonant then a vowel:
 * "Attacking" → "Attack" → "Att"), as abbreviations are made, else one letter less.
 */
function shorterStem(word: string, minimum: number): number {
  for (let length = word.length - 1; length >= minimum; length--) {
    if (VOWEL.test(word[length] ?? '') && !VOWEL.test(word[length - 1] ?? '')) return length;
  }
  return Math.max(minimum, word.length - 1);
}

/**
 * A name shortened until it fits `widthMm` at `sizeMm`: the longest word loses letters first and
 * ends with a full stop, cut before a syllable ("Attacking agent" → "Att. agent"), words keep their first letters, and a
 * trailing number ("Soldier 12") is never cut; at worst the initials. Never wider than asked.
 */
export function abbreviated(content: string, widthMm: number, sizeMm: number, bold = false): string {
  const printable = printableText(content).trim();
  const fits = (candidate: string) => textWidthMm(candidate, sizeMm, bold) <= widthMm;
  if (fits(printable)) return printable;
  // A note in brackets ("Archer (longbow)") goes first.
  const plain = printable.replace(/\s*[([][^)\]]*[)\]]?\s*/g, ' ').trim();
  if (plain !== printable && plain !== '') return abbreviated(plain, widthMm, sizeMm, bold);
  const words = printable.split(/ +/);
  const number = /^\d+$/.test(words.at(-1) ?? '') && words.length > 1 ? (words.pop() as string) : null;
  const join = (list: readonly string[]) => [...list, ...(number ? [number] : [])].join(' ');
  // Small words ("on", "de", "à") go first when the name has others.
  const long = words.filter((word) => word.length > 3);
  let list = long.length > 0 && long.length < words.length && !fits(join(words)) ? long : [...words];
  const stem = (word: string) => word.replace(/\.$/, '');
  for (;;) {
    if (fits(join(list))) return join(list);
    // Cut the word with the longest stem, keeping at least two letters (and the first word three);
    // a last word in capitals, a proper name ("Emperor Palpatine" → "Emp. Palpatine"), only once the others are cut.
    let cut = -1;
    const cuttable = (i: number) => stem(list[i] as string).length > (i === 0 ? 3 : 2);
    const named = list.length > 1 && /^\p{Lu}/u.test(list.at(-1) ?? '');
    const lastToo = !named || !list.some((_, i) => i < list.length - 1 && cuttable(i));
    for (let i = 0; i < list.length; i++) {
      const length = stem(list[i] as string).length;
      if (cuttable(i) && (lastToo || i < list.length - 1) && (cut < 0 || length > stem(list[cut] as string).length)) cut = i;
    }
    if (cut < 0) break;
    const word = stem(list[cut] as string);
    list = list.map((w, i) => (i === cut ? `${word.slice(0, shorterStem(word, i === 0 ? 3 : 2))}.` : w));
  }
  const initials = join(list.map((word) => (word[0] ?? '').toUpperCase()).filter((c) => c !== '').length > 1 ? [list.map((word) => (word[0] ?? '').toUpperCase()).join('')] : list);
  return fits(initials) ? initials : truncated(initials, widthMm, sizeMm, bold);
}
