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

const VOWELS = 'aeiouyàâäéèêëîïôöùûüÿœæ';
/** Consonant pairs that sound as one and are never split: « Att|ack » not « Attac|k ». */
const DIGRAPHS = new Set(['ch', 'ck', 'gh', 'gn', 'ph', 'sh', 'th']);

/** A vowel at `i` of a word: not the « u » of « qu » (« attaq|uant »). */
function isVowel(word: string, i: number): boolean {
  const char = (word[i] ?? '').toLowerCase();
  return char !== '' && VOWELS.includes(char) && !(char === 'u' && (word[i - 1] ?? '').toLowerCase() === 'q');
}

const isLetter = (char: string | undefined) => /\p{L}/u.test(char ?? '');

/**
 * Whether a word cut to its first `length` letters ends at a syllable: after a consonant that
 * follows a vowel (« Mangon|neau », « Attack|ing » with « ck » as one), or before a vowel
 * (« Att|acking », « Emp|ereur »); never inside « ch », « ck »…, never after the « u » of « qu »,
 * nor inside a double consonant that can be cut before (« Mangon. », not « Mangonn. »).
 */
function endsSyllable(word: string, length: number): boolean {
  const last = length - 1;
  if (!isLetter(word[last]) || isVowel(word, last) || /qu/i.test(word.slice(last - 1, length))) return false;
  if (DIGRAPHS.has(word.slice(last, length + 1).toLowerCase())) return false;
  const unit = DIGRAPHS.has(word.slice(last - 1, length).toLowerCase()) ? 2 : 1;
  if (isVowel(word, length - 1 - unit)) return true;
  if (!isVowel(word, length)) return false;
  const doubled = word[last]?.toLowerCase() === word[last - 1]?.toLowerCase();
  return !(doubled && last >= 3 && isVowel(word, last - 2));
}

/** An elided article or preposition at the start of a word: « d’huile », « l’arbalète ». */
const ELISION = /^(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu)['’](?=\p{L})/iu;

/** Words a name does without on a counter: articles, the prepositions that tie its words, a slash. */
const SMALL_WORDS = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'à', 'au', 'aux', 'un', 'une', 'et', 'en', 'of', 'the', 'an', 'and', 'on', 'in', 'at', 'to', 'for', 'with']);
/** Whether a word is one a name does without (« de », « of »): a line breaks before it, not after. */
export const isSmallWord = (word: string) => SMALL_WORDS.has(word.toLowerCase());

/** Words that mean something (« sans », « without »), kept, but never left at an end of a shortened name. */
const LINK_WORDS = new Set([
  ...['sans', 'avec', 'sur', 'sous', 'pour', 'par', 'contre', 'vers', 'ou', 'dans', 'entre', 'chez', 'avant', 'après', 'quand', 'se'],
  ...['without', 'from', 'by', 'or', 'vs', 'versus', 'per', 'against', 'under', 'over', 'when', 'after', 'before', 'while', 'into', 'via'],
]);

/**
 * The lengths a word can be cut to, longest first, each then printed with a full stop: at a
 * syllable, at least two letters dropped. `nice`: as a player abbreviates by hand, a word of six
 * letters or more keeping three letters and at most 70 % of them; else (last resort) down to
 * `minimum` letters. A compound keeps its first parts whole and cuts its last (« pont-lev. »),
 * never leaving a hyphen or an apostrophe at the end. Never cut: a word with a digit, an acronym,
 * an elided word (« d’huile »).
 */
function stems(word: string, nice: boolean, minimum: number): number[] {
  // A possessive (« Besiegers’ », « Jerjerrod's ») is cut as the word it ends.
  const possessive = /(?<=\p{L}{2})['’]s?$/iu.exec(word);
  if (possessive) return stems(word.slice(0, possessive.index), nice, minimum);
  if (/\d/.test(word) || !/\p{Ll}/u.test(word) || ELISION.test(word) || !isLetter(word.at(-1))) return [];
  const lengths: number[] = [];
  const separator = Math.max(word.lastIndexOf('-'), word.lastIndexOf("'"), word.lastIndexOf('’'));
  const start = separator + 1;
  const part = word.length - start;
  const compound = separator > 0;
  const longest = nice ? Math.min(part - 2, Math.floor(part * 0.7)) : part - 2;
  const shortest = nice ? 3 : compound ? 2 : minimum;
  if (!nice || part >= (compound ? 5 : 6)) for (let kept = longest; kept >= shortest; kept--) if (endsSyllable(word, start + kept)) lengths.push(start + kept);
  return lengths;
}

/** One word of a name as `shortened` handles it. */
interface Word {
  readonly text: string;
  /** An article or preposition (« de », « of ») or an elided one (« d’ », glued to the next word). */
  readonly small: boolean;
  readonly glued: boolean;
  shown: boolean;
  /** Letters kept: the whole word, or a stem printed with a full stop. */
  kept: number;
}

const spelled = (word: Word) => (word.kept >= word.text.length ? word.text : `${word.text.slice(0, word.kept)}.`);
const isName = (word: Word) => /^\p{Lu}/u.test(word.text);

function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const token of text.split(/ +/)) {
    const elided = ELISION.exec(token);
    if (elided) {
      words.push({ text: elided[0], small: true, glued: true, shown: true, kept: elided[0].length });
      words.push({ text: token.slice(elided[0].length), small: false, glued: false, shown: true, kept: token.length - elided[0].length });
    } else words.push({ text: token, small: SMALL_WORDS.has(token.toLowerCase()) || !/[\p{L}\d]/u.test(token), glued: false, shown: true, kept: token.length });
  }
  return words;
}

/**
 * A name shortened as a player would write it on a counter, or null when that cannot fit
 * `widthMm` at `sizeMm`. In turn: the name as it is; without a note in brackets; without its small
 * words (« de », « du », « d’ », « à », « of », « the »); then its longest word cut at a syllable
 * with a full stop (« Mangonneau » → « Mangon. », « Attacking agent » → « Attack. agent » →
 * « Att. agent »), again while needed, a proper name last (« Emp. Palpatine »), a trailing number
 * (« Soldier 12 ») never; a name of three words or more then keeps two (its first ones, or its
 * last ones when it ends with a proper name: « Moff Tarkin »). What was cut is then given back
 * where it still fits, small words too (« Chev. à pied »). `lastResort`: rather than null, words
 * cut to two or three letters, then one word, then the initials, then cut with an ellipsis.
 * Never wider than asked.
 */
export function shortened(content: string, widthMm: number, sizeMm: number, bold = false, lastResort = false): string | null {
  const printable = printableText(content).trim();
  const fits = (candidate: string) => textWidthMm(candidate, sizeMm, bold) <= widthMm;
  if (fits(printable)) return printable;
  // A note in brackets ("Archer (longbow)") goes first.
  const plain = printable.replace(/\s*[([][^)\]]*[)\]]?\s*/g, ' ').trim();
  if (plain !== printable && plain !== '') return shortened(plain, widthMm, sizeMm, bold, lastResort);
  const words = wordsOf(printable);
  const number = words.length > 1 && /^\d+$/.test(words.at(-1)?.text ?? '') ? (words.pop() as Word) : null;
  const capital = /^\p{Lu}/u.test(printable);
  const join = () => {
    let text = '';
    for (const word of words) if (word.shown) text += spelled(word) + (word.glued ? '' : ' ');
    // What tied the name to words now left out goes with them (« Veers’ assault » → « Veers », « Site A: office » → « Site A »).
    text = text.trim();
    if (!printable.endsWith(text)) text = text.replace(/(?<=[\p{L}\d])\u00a0?['’:;,]$/u, '');
    text = `${text}${number ? ` ${number.text}` : ''}`;
    // « À pied » without « À » is « Pied ».
    return capital ? text.replace(/^\p{Ll}/u, (c) => c.toUpperCase()) : text;
  };
  // Small words go when the name has others.
  const main = words.filter((word) => !word.small);
  if (main.length === 0) main.push(...words);
  else for (const word of words) if (word.small) word.shown = false;
  const shown = () => main.filter((word) => word.shown);

  /** What was cut, given back where it still fits: letters first, left to right, then small words. */
  const relaxed = (cuts: ReadonlyMap<Word, readonly number[]>): string => {
    for (const word of shown()) {
      const current = word.kept;
      for (const length of [word.text.length, ...(cuts.get(word) ?? [])]) {
        if (length <= current) break;
        word.kept = length;
        if (fits(join())) break;
        word.kept = current;
      }
    }
    words.forEach((word, i) => {
      if (!word.small || word.shown || !/\p{L}/u.test(word.text)) return;
      const before = words.slice(0, i).findLast((other) => !other.small);
      const after = words.slice(i + 1).find((other) => !other.small);
      // « d’huile », « à pied »: between the words it ties, before a whole one, never « d’hui. ».
      if ((before && !before.shown) || !after?.shown || after.kept < after.text.length) return;
      word.shown = true;
      if (!fits(join())) word.shown = false;
    });
    return join();
  };
  /** Cuts the longest words until the name fits; null when no word can lose more. */
  const cut = (nice: boolean): string | null => {
    // A stem that is another word of the name would read as that word (« Chevalier à cheval » → « Cheval. cheval »).
    const others = (word: Word) => new Set(main.filter((other) => other !== word).map((other) => other.text.toLowerCase()));
    const cuts = new Map(shown().map((word, i) => [word, stems(word.text, nice, i === 0 ? 3 : 2).filter((length) => !others(word).has(word.text.slice(0, length).toLowerCase()))]));
    const next = (word: Word) => (cuts.get(word) ?? []).find((length) => length < word.kept);
    for (;;) {
      if (fits(join())) return relaxed(cuts);
      // The word with the longest stem loses letters; a last word in capitals, a proper name
      // ("Emperor Palpatine" → "Emp. Palpatine"), only once the others are cut.
      const list = shown();
      const last = list.at(-1) as Word;
      const cuttable = list.filter((word) => next(word) !== undefined);
      const candidates = list.length > 1 && isName(last) && cuttable.some((word) => word !== last) ? cuttable.filter((word) => word !== last) : cuttable;
      let longest: Word | undefined;
      for (const word of candidates) if (!longest || word.kept > longest.kept) longest = word;
      if (!longest) return null;
      longest.kept = next(longest) as number;
    }
  };
  /** One word less: the last, or the first when the name ends with a proper name; no « sans » left at an end. */
  const dropOne = () => {
    const list = shown();
    const fromStart = isName(list.at(-1) as Word) && list.length > 1;
    (list[fromStart ? 0 : list.length - 1] as Word).shown = false;
    for (;;) {
      const rest = shown();
      const end = rest[fromStart ? 0 : rest.length - 1];
      if (rest.length <= 1 || !end || !LINK_WORDS.has(end.text.toLowerCase())) break;
      end.shown = false;
    }
    for (const word of main) word.kept = word.text.length;
  };

  for (;;) {
    const nice = cut(true);
    if (nice !== null) return nice;
    if (shown().length > 2) {
      dropOne();
      continue;
    }
    if (!lastResort) return null;
    const hard = cut(false);
    if (hard !== null) return hard;
    if (shown().length < 2) break;
    dropOne();
  }
  const letters = main.map((word) => (word.text[0] ?? '').toUpperCase());
  const initials = letters.length > 1 ? `${letters.join('')}${number ? ` ${number.text}` : ''}` : join();
  return fits(initials) ? initials : truncated(join(), widthMm, sizeMm, bold);
}

/**
 * A name shortened until it fits `widthMm` at `sizeMm` (see `shortened`), at worst with words cut
 * to two or three letters, one word, the initials or cut with an ellipsis. Never wider than asked.
 */
export function abbreviated(content: string, widthMm: number, sizeMm: number, bold = false): string {
  return shortened(content, widthMm, sizeMm, bold, true) ?? '';
}
