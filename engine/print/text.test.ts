import { StandardFontEmbedder, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { abbreviated, fitText, isWinAnsi, MIN_PRINT_TEXT_MM, printableText, shortened, textWidthMm, truncated, wrapText } from './text';

describe('printable text', () => {
  it('keeps French as it is: accents, cedilla, oe ligatures, guillemets, typographic apostrophe', () => {
    const french = 'Œuvre « élève » à l’hôtel : ça, cœur, Noël, été, où, îlot, naïve, ÀÉÈÊËÎÏÔÙÛÜŸÇ…–—';
    expect(printableText(french)).toBe(french);
  });

  it('turns French narrow no-break spaces into no-break spaces, which WinAnsi has', () => {
    expect(printableText('«\u202fBonjour\u202f»')).toBe('«\u00a0Bonjour\u00a0»');
  });

  it('composes decomposed accents before checking them', () => {
    expect(printableText('e\u0301le\u0300ve')).toBe('élève');
  });

  it('replaces what the print fonts cannot show with a close spelling, the bare letter, or ?', () => {
    expect(printableText('3 ≤ 4 → ok')).toBe('3 <= 4 -> ok');
    expect(printableText('Łódź Ăn')).toBe('?ódz An');
    expect(printableText('Tank 🚀')).toBe('Tank ?');
    expect(printableText('two\nlines\ttab')).toBe('two lines tab');
    expect(printableText('bell\u0007')).toBe('bell');
  });

  it('agrees with the PDF font on which characters it can encode', () => {
    const font = StandardFontEmbedder.for(StandardFonts.Helvetica as unknown as Parameters<typeof StandardFontEmbedder.for>[0]);
    const disagreements: number[] = [];
    for (let code = 0x20; code < 0x3000; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      let encodable = true;
      try {
        font.encodeText(String.fromCodePoint(code));
      } catch {
        encodable = false;
      }
      if (encodable !== isWinAnsi(code) && code !== 0x7f && code !== 0xad) disagreements.push(code);
    }
    expect(disagreements).toEqual([]);
  });

  it('makes any string encodable by the PDF fonts', () => {
    const font = StandardFontEmbedder.for(StandardFonts.Helvetica as unknown as Parameters<typeof StandardFontEmbedder.for>[0]);
    const hostile = 'Ωmega ☃ 中文 ﬁne ≠ 𝔘 \u0000';
    expect(() => font.encodeText(printableText(hostile))).not.toThrow();
  });
});

describe('text measurement and fitting', () => {
  it('measures with the font metrics: wider text, larger size, bold', () => {
    expect(textWidthMm('MMMM', 10)).toBeGreaterThan(textWidthMm('iiii', 10));
    expect(textWidthMm('Door', 10)).toBeCloseTo(2 * textWidthMm('Door', 5), 6);
    expect(textWidthMm('Door', 5, true)).toBeGreaterThan(textWidthMm('Door', 5));
  });

  it('shrinks a label to fit, then cuts it with an ellipsis at the minimum size', () => {
    const shrunk = fitText('Barricaded door', 20, 5, 1);
    expect(shrunk.text).toBe('Barricaded door');
    expect(textWidthMm(shrunk.text, shrunk.sizeMm)).toBeLessThanOrEqual(20 + 1e-9);
    const cut = fitText('A very long name that cannot possibly fit', 10, 5, 3);
    expect(cut.sizeMm).toBe(3);
    expect(cut.text.endsWith('…')).toBe(true);
    expect(textWidthMm(cut.text, 3)).toBeLessThanOrEqual(10);
    expect(truncated('short', 100, 3)).toBe('short');
  });

  it('wraps on spaces within the width', () => {
    const lines = wrapText('Imprimez en taille réelle puis coupez le long des traits', 40, 3.2);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidthMm(line, 3.2)).toBeLessThanOrEqual(40 + 1e-9);
    expect(lines.join(' ')).toBe('Imprimez en taille réelle puis coupez le long des traits');
  });
});

describe('abbreviated names on counters', () => {
  const size = MIN_PRINT_TEXT_MM;
  it('leaves a name that fits as it is', () => {
    expect(abbreviated('Ash', 20, size, true)).toBe('Ash');
  });

  it('shortens the longest word with a full stop, never wider than asked', () => {
    const width = textWidthMm('Crossbowman', size, true) * 0.8;
    const short = abbreviated('Crossbowman', width, size, true);
    expect(short).toMatch(/^Cross\w*\.$/);
    expect(textWidthMm(short, size, true)).toBeLessThanOrEqual(width);
  });

  it('cuts before a syllable, as abbreviations are made', () => {
    expect(abbreviated('Attacking agent', textWidthMm('Attack. agent', size, true), size, true)).toBe('Attack. agent');
    expect(abbreviated('Attacking agent', textWidthMm('Attack. agent', size, true) - 0.1, size, true)).toBe('Att. agent');
  });

  it('cuts a title before the proper name after it: the name is what tells the counters apart', () => {
    expect(abbreviated('Empereur Palpatine', textWidthMm('Emp. Palpatine', size, true), size, true)).toBe('Emp. Palpatine');
    expect(abbreviated('Général Dodonna', textWidthMm('Gén. Dodonna', size, true), size, true)).toBe('Gén. Dodonna');
    // A last word in small letters is no name: the longest word is cut, as before.
    expect(abbreviated('Agent attaquant', textWidthMm('Agent attaq.', size, true), size, true)).toBe('Agent attaq.');
  });

  it('keeps a trailing number and drops a note in brackets first', () => {
    const width = textWidthMm('Tactical 12', size, true);
    expect(abbreviated('Tactical squad 12', width, size, true)).toMatch(/ 12$/);
    expect(abbreviated('Archer (longbow)', textWidthMm('Archer', size, true), size, true)).toBe('Archer');
  });

  it('fits any name in any width, at worst as initials or cut', () => {
    for (const name of ['Mounted knight commander', 'Soldat du génie', 'X', 'Escouade de commandement']) {
      for (const width of [3, 6, 10, 20]) expect(textWidthMm(abbreviated(name, width, size, true), size, true)).toBeLessThanOrEqual(width + 1e-9);
    }
  });

  const width = (text: string) => textWidthMm(text, size, true);

  it('drops the small words before cutting any: « Tour de siège » → « Tour siège », « Knight on foot » → « Knight foot »', () => {
    expect(abbreviated('Tour de siège', width('Tour siège'), size, true)).toBe('Tour siège');
    expect(abbreviated('Knight on foot', width('Knight foot'), size, true)).toBe('Knight foot');
    expect(abbreviated('Échelle de siège', width('Éch. siège'), size, true)).toBe('Éch. siège');
    // Not « sans »: « Cheval cavalier » would say the opposite.
    expect(abbreviated('Cheval sans cavalier', width('Chev. sans cav.'), size, true)).toBe('Chev. sans cav.');
  });

  it('cuts only the longest word when that is enough, and gives a small word back where it still fits: « Chev. à pied »', () => {
    expect(abbreviated('Attaque de char', width('Attaque char'), size, true)).toBe('Attaque char');
    expect(abbreviated('Chevalier à pied', width('Chev. à pied'), size, true)).toBe('Chev. à pied');
    expect(abbreviated('Chevalier à pied', width('Chev. à pied') - 0.1, size, true)).toBe('Chev. pied');
  });

  it('cuts after a consonant that follows a vowel, not inside a double one: « Mangonneau » → « Mangon. », « Longbowman » → « Longbow. »', () => {
    expect(abbreviated('Mangonneau', width('Mangonn.'), size, true)).toBe('Mangon.');
    expect(abbreviated('Longbowman', width('Longbowm.'), size, true)).toBe('Longbow.');
  });

  it('never cuts a word into another word of the name: « Chevalier à cheval » is not « Cheval. cheval »', () => {
    expect(abbreviated('Chevalier à cheval', width('Chevalier cheval') - 0.1, size, true)).toBe('Chev. à cheval');
  });

  it('never cuts inside an elision nor leaves « d’. »: « Baril d’huile bouillante » → « Baril d’huile », « Baril huile bouil. »', () => {
    expect(abbreviated('Baril d’huile bouillante', width('Baril d’huile'), size, true)).toBe('Baril d’huile');
    expect(abbreviated('Baril d’huile bouillante', width('Baril huile bouil.'), size, true)).toBe('Baril huile bouil.');
    expect(abbreviated("Baril d'huile bouillante", width("Baril d'huile bouil.") + 0.1, size, true)).toBe("Baril d'huile bouil.");
  });

  it('cuts a compound in its last part and never leaves a hyphen: « Treuil du pont-levis » → « Treuil pont-lev. »', () => {
    expect(abbreviated('Treuil du pont-levis', width('Treuil pont-levis'), size, true)).toBe('Treuil pont-levis');
    expect(abbreviated('Treuil du pont-levis', width('Treuil pont-lev.'), size, true)).toBe('Treuil pont-lev.');
  });

  it('keeps two words of a long name, the proper name among them, when cutting is not enough', () => {
    expect(abbreviated('Baril d’huile bouillante', width('Baril huile'), size, true)).toBe('Baril huile');
    expect(abbreviated('Grand Moff Tarkin', width('Moff Tarkin'), size, true)).toBe('Moff Tarkin');
    // Nothing left dangling: no « Cheval sans », no « Veers’ ».
    expect(abbreviated('Cheval sans cavalier', width('Cheval sans'), size, true)).toBe('Cheval');
    expect(abbreviated('Veers’ assault', width('Veers’ as.') - 0.1, size, true)).not.toMatch(/’$/);
  });

  it('shortens the reviewer’s SIEGE names within any width, never with « d’. », « -. » or a split elision', () => {
    const names = ['Baril d’huile bouillante', "Baril d'huile bouillante", 'Treuil du pont-levis', 'Chevalier à cheval', 'Chevalier à pied', 'Mangonneau', 'Porte ouverte', 'Écran de siège', 'Barrel of boiling oil', 'Drawbridge winch', 'Mounted knight', 'Lance-flammes'];
    for (const name of names) {
      for (const room of [3, 6, 8, 10.79, 12.24, 14, 16, 20, 30]) {
        const short = abbreviated(name, room, size, true);
        expect(width(short), `${name} in ${room} mm: ${short}`).toBeLessThanOrEqual(room + 1e-9);
        expect(short, `${name} in ${room} mm`).not.toMatch(/[’'-]\.|[’'-]$/);
        // An elided word is whole or gone.
        expect(short, `${name} in ${room} mm`).not.toMatch(/\b[dl][’'][^\s.]*\./iu);
      }
    }
  });

  it('says null rather than cut words to two letters or initials, when asked for a shortening a player would write', () => {
    expect(shortened('Porte ouverte', width('Porte ouv.'), size, true)).toBe('Porte ouv.');
    expect(shortened('Porte', width('Porte') - 0.1, size, true)).toBeNull();
    expect(abbreviated('Porte', width('Porte') - 0.1, size, true)).not.toBe('');
  });
});
