/**
 * The scenario sheet: the first page of a printed board, what the players read before they set it
 * up. Its title, author and source, the game and how long it lasts, the presentation, each side
 * with its resources and units, the victory conditions, the special rules and the tracks to keep
 * (sheet-tracks.ts), in the reader's language. Always one page: its text shrinks to fit, and what
 * still does not fit ends with « … ».
 */
import { numberText, translate, type Language } from '../i18n/index';
import { mechanicsOf } from '../scenario/mechanics';
import { own } from '../scenario/lookup';
import { descriptionIn, localized, titleIn, unitLabel } from '../scenario/localized';
import type { RulesetData, Scenario, VictoryCondition } from '../scenario/types';
import { rulesetModule } from '../rules/index';
import { boardModelOf, type PrintSource } from './board-model';
import { INK, normalColour } from './colour';
import { rectSubpath, text, type DisplayItem, type DisplayPage } from './display-list';
import type { Sheet } from './layout';
import { footer } from './page-marks';
import { stripHeight, stripItems, trackStrips, type TrackStrip } from './sheet-tracks';
import { wrapText } from './text';

type Block =
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'paragraph'; readonly text: string; readonly swatch?: string; readonly bold?: boolean }
  | { readonly kind: 'track'; readonly text: string; readonly strip: TrackStrip };

/** A list in the reader's words: « A, B et C ». */
function listOf(items: readonly string[], language: Language, word: 'and' | 'or'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${translate(language, `print.sheet.${word}`)} ${items.at(-1) as string}`;
}

const quoted = (name: string, language: Language) => (language === 'fr' ? `«\u00a0${name}\u00a0»` : `“${name}”`);

/** A victory condition in words, for the side it belongs to: its own description when the designer wrote one. */
export function conditionInWords(source: PrintSource, condition: VictoryCondition): string {
  const { scenario, ruleset, language } = source;
  if (condition.description !== undefined) {
    const written = localized(condition.description, language);
    if (written.trim() !== '') return written;
  }
  const sideName = (id: string) => localized(scenario.sides.find((side) => side.id === id)?.name, language, id);
  const model = boardModelOf(source);
  const zoneName = (id: string) => quoted(model.zones.find((zone) => zone.id === id)?.name ?? id, language);
  const moment = 'check' in condition && condition.check ? `, ${translate(language, `print.sheet.check.${condition.check}`)}` : '';
  switch (condition.type) {
    case 'hold-zones':
      return translate(language, condition.alone ? 'print.sheet.victory.holdAlone' : 'print.sheet.victory.hold', { zones: listOf(condition.zones.map(zoneName), language, condition.mode === 'all' ? 'and' : 'or'), count: condition.turns }) + moment;
    case 'occupy-token': {
      const piece = model.pieces.find((candidate) => candidate.id === condition.token);
      return translate(language, condition.alone ? 'print.sheet.victory.occupyAlone' : 'print.sheet.victory.occupy', { token: quoted(piece?.label ?? condition.token, language) }) + moment;
    }
    case 'survive':
      return translate(language, 'print.sheet.victory.survive', { count: condition.turns });
    case 'eliminate': {
      const targets = condition.targets ?? [];
      return targets.length > 0 ? translate(language, 'print.sheet.victory.eliminate', { sides: listOf(targets.map(sideName), language, 'and'), count: targets.length }) : translate(language, 'print.sheet.victory.eliminateAll');
    }
    case 'victory-points': {
      const scoring = condition.scoring.map((rule) => {
        // A kind's name inside a sentence: « par objectif stratégique capturé ».
        const named = rule.tokenKind ? localized(own(ruleset.tokens, rule.tokenKind)?.name, language, rule.tokenKind) : translate(language, 'print.sheet.objective');
        const kind = named.charAt(0).toLocaleLowerCase(language) + named.slice(1);
        return translate(language, `print.sheet.score.${rule.event}`, { count: rule.points, kind });
      });
      return `${translate(language, 'print.sheet.victory.points', { count: condition.points })}${moment} (${scoring.join(language === 'fr' ? '\u00a0; ' : '; ')})`;
    }
    case 'tracks-meet': {
      const track = (id: string) => localized(own(ruleset.tracks, id)?.name, language, id);
      return translate(language, 'print.sheet.victory.tracks', { a: track(condition.tracks[0]), b: track(condition.tracks[1]) });
    }
    case 'custom':
      return localized(condition.text, language);
  }
}

/** A squad's name with the models it is made of: « Escouade tactique 1 (Sergent, 2 × Space marine) ». */
function withModels(label: string, unit: NonNullable<Scenario['sides'][number]['units']>[number], ruleset: RulesetData, language: Language): string {
  const models = (unit.models ?? []).map((model) => {
    const name = localized(own(ruleset.unitProfiles, model.profile)?.name, language, model.profile);
    return model.count > 1 ? `${model.count}\u00a0×\u00a0${name}` : name;
  });
  return models.length > 0 ? `${label} (${models.join(', ')})` : label;
}

/** The cards a side starts with, deck by deck: those it takes by name, then how many it draws. */
function cardsInWords(ruleset: RulesetData, entries: NonNullable<Scenario['sides'][number]['cards']>, language: Language): string {
  return entries
    .flatMap((entry) => {
      const deck = own(ruleset.decks, entry.deck);
      const deckName = localized(deck?.name, language, entry.deck);
      const taken = (entry.take ?? []).map((id) => localized(own(deck?.cards, id)?.name, language, id));
      const drawn = entry.draw ?? 0;
      return [
        ...(taken.length > 0 ? [translate(language, 'print.sheet.cardsTaken', { cards: listOf(taken, language, 'and'), deck: deckName })] : []),
        ...(drawn > 0 ? [translate(language, 'print.sheet.cardsDrawn', { count: drawn, deck: deckName })] : []),
      ];
    })
    .join(language === 'fr' ? '\u00a0; ' : '; ');
}

/** What a side brings: its resources, then its units by name with their counts. */
function sideBlocks(source: PrintSource, ruleset: RulesetData, scenario: Scenario, language: Language): Block[] {
  const game = rulesetModule(mechanicsOf(ruleset));
  // The endings the rules play that the scenario does not state, found once for every side.
  const unstated = game?.unstatedVictories?.(scenario) ?? [];
  return scenario.sides.flatMap((side) => {
    const name = localized(side.name, language, side.id);
    const faction = side.faction ? localized(own(ruleset.factions, side.faction)?.name, language, side.faction) : '';
    // The faction beside the side's name, unless one name holds the other (« Space marines (ou du chaos) »).
    const holds = (whole: string, part: string) => whole.toLocaleLowerCase(language).includes(part.toLocaleLowerCase(language));
    const shown = faction && !holds(faction, name) && !holds(name, faction) ? `${name} (${faction})` : holds(faction, name) ? faction : name;
    const blocks: Block[] = [{ kind: 'paragraph', text: shown, swatch: normalColour(side.colour, '#777777'), bold: true }];
    const resources = Object.entries(side.resources ?? {}).map(([id, amounts]) => {
      const resource = localized(own(ruleset.resources, id)?.name, language, id);
      const parts = [
        ...(amounts.start !== undefined ? [translate(language, 'print.sheet.resource.start', { count: amounts.start })] : []),
        ...(amounts.perTurn !== undefined ? [translate(language, 'print.sheet.resource.perTurn', { count: amounts.perTurn })] : []),
      ];
      return parts.length > 0 ? `${resource}${translate(language, 'print.sheet.colon')}${parts.join(', ')}` : '';
    });
    if (resources.some((line) => line !== '')) blocks.push({ kind: 'paragraph', text: resources.filter((line) => line !== '').join(' · ') });
    const counts = new Map<string, number>();
    for (const unit of side.units ?? []) {
      const label = withModels(unitLabel(unit, ruleset, language), unit, ruleset, language);
      counts.set(label, (counts.get(label) ?? 0) + Math.max(1, unit.count ?? 1));
    }
    const units = [...counts].map(([label, count]) => (count > 1 ? `${count}\u00a0×\u00a0${label}` : label));
    blocks.push({ kind: 'paragraph', text: units.length > 0 ? `${translate(language, 'print.sheet.units')}${translate(language, 'print.sheet.colon')}${units.join(', ')}` : translate(language, 'print.sheet.noUnits') });
    const cards = cardsInWords(ruleset, side.cards ?? [], language);
    if (cards !== '') blocks.push({ kind: 'paragraph', text: `${translate(language, 'print.sheet.cards')}${translate(language, 'print.sheet.colon')}${cards}` });
    // A game whose armies are bought with points: what the side's is worth.
    const armies = game?.armies;
    if (armies && (side.units ?? []).length > 0) {
      const points = armies.sidePoints(side, ruleset);
      blocks.push({ kind: 'paragraph', text: translate(language, 'print.sheet.armyPoints', { count: points, points: numberText(language, points, 0) }) });
    }
    const victory = (scenario.victory ?? []).filter((condition) => condition.side === side.id);
    for (const condition of victory) blocks.push({ kind: 'paragraph', text: `${translate(language, 'print.sheet.wins')}${translate(language, 'print.sheet.colon')}${conditionInWords(source, condition)}` });
    // The endings the rules play that the scenario does not state, said as the rules' own.
    for (const ending of unstated) {
      if (ending.side === side.id) blocks.push({ kind: 'paragraph', text: `${translate(language, 'print.sheet.wins')}${translate(language, 'print.sheet.colon')}${translate(language, 'print.sheet.byRule', { text: translate(language, ending.key) })}` });
    }
    return blocks;
  });
}

/** Everything the sheet says, in order. */
function sheetBlocks(source: PrintSource): Block[] {
  const { scenario, ruleset, language } = source;
  const meta = scenario.meta;
  const blocks: Block[] = [];
  const byline = [meta.author, meta.source].filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  if (byline.length > 0) blocks.push({ kind: 'paragraph', text: byline.join(' · ') });
  const game = [localized(ruleset.name, language, ruleset.id)];
  const limit = rulesetModule(mechanicsOf(ruleset))?.play?.turnLimit(scenario, ruleset) ?? scenario.turns?.limit;
  if (limit !== undefined && Number.isFinite(limit)) game.push(translate(language, 'print.sheet.turns', { count: limit }));
  const first = scenario.turns?.first;
  if (first === 'roll') game.push(translate(language, 'print.sheet.firstRolled'));
  else if (first) game.push(translate(language, 'print.sheet.first', { side: localized(scenario.sides.find((side) => side.id === first)?.name, language, first) }));
  blocks.push({ kind: 'paragraph', text: game.join(' · ') });
  const description = descriptionIn(meta, language);
  if (description && description.trim() !== '') {
    blocks.push({ kind: 'heading', text: translate(language, 'print.sheet.presentation') });
    for (const paragraph of description.split(/\n+/)) if (paragraph.trim() !== '') blocks.push({ kind: 'paragraph', text: paragraph.trim() });
  }
  blocks.push({ kind: 'heading', text: translate(language, 'print.sheet.sides') });
  blocks.push(...sideBlocks(source, ruleset, scenario, language));
  const rules = scenario.setup?.specialRules ?? [];
  if (rules.length > 0) {
    blocks.push({ kind: 'heading', text: translate(language, 'print.sheet.rules') });
    rules.forEach((rule, index) => blocks.push({ kind: 'paragraph', text: `${index + 1}. ${localized(rule.text, language)}` }));
  }
  const strips = trackStrips(source);
  if (strips.length > 0) {
    blocks.push({ kind: 'heading', text: translate(language, 'print.sheet.tracks') });
    for (const strip of strips) blocks.push({ kind: 'paragraph', text: strip.title, bold: true }, { kind: 'track', text: '', strip });
  }
  return blocks;
}

const TITLE_MM = 7;
const SWATCH_MM = 3;

/** `page` ends the footer: « page 1 sur 12 ». */
export function scenarioSheetPage(source: PrintSource, sheet: Sheet, page: string): DisplayPage {
  const { content } = sheet;
  const title = titleIn(source.scenario.meta, source.language);
  const blocks = sheetBlocks(source).map((block) => ({ ...block, text: typeset(block.text, source.language) }));
  // The largest text size at which everything fits, down to a floor; below it the last lines are cut.
  let size = 3.6;
  let laid = layBlocks(blocks, content.width, size);
  while (laid.height > content.height - TITLE_MM * 2 && size > 2.4) {
    size -= 0.2;
    laid = layBlocks(blocks, content.width, size);
  }
  const items: DisplayItem[] = [];
  const titleLines = wrapText(title, content.width, TITLE_MM, true).slice(0, 2);
  let y = content.y;
  for (const line of titleLines) {
    y += TITLE_MM;
    items.push(text({ x: content.x, y }, line, TITLE_MM, INK, 'start', true));
  }
  y += TITLE_MM * 0.6;
  const bottom = content.y + content.height;
  for (const line of laid.lines) {
    y += line.gap + line.size;
    if (y > bottom) {
      items.push(text({ x: content.x, y: bottom }, '…', size, INK));
      break;
    }
    if (line.track) {
      items.push(...stripItems(line.track, { x: content.x, y: y - line.size }, content.width, size));
      continue;
    }
    if (line.swatch) items.push({ kind: 'path', path: [rectSubpath({ x: content.x, y: y - SWATCH_MM * 0.85, width: SWATCH_MM, height: SWATCH_MM })], fill: { colour: line.swatch }, stroke: { colour: INK, widthMm: 0.2 } });
    items.push(text({ x: content.x + line.indent, y }, line.text, line.size, INK, 'start', line.bold));
  }
  items.push(footer(sheet, `${title} · ${translate(source.language, 'print.sheet.title')} · ${page}`));
  return { widthMm: sheet.size.widthMm, heightMm: sheet.size.heightMm, items };
}

interface Line {
  readonly text: string;
  readonly size: number;
  readonly bold: boolean;
  /** Space above the line's top, in mm. */
  readonly gap: number;
  readonly indent: number;
  readonly swatch?: string;
  /** A track's spaces, drawn in the line's height. */
  readonly track?: TrackStrip;
}

/** French punctuation kept with the word before it, as French prints it (« ; » never starts a line). */
function typeset(content: string, language: Language): string {
  return language === 'fr' ? content.replace(/ ([;:!?»])/g, '\u00a0$1').replace(/« /g, '«\u00a0') : content;
}

function layBlocks(blocks: readonly Block[], width: number, size: number): { readonly lines: Line[]; readonly height: number } {
  const lines: Line[] = [];
  const lead = size * 0.45;
  for (const block of blocks) {
    if (block.kind === 'heading') {
      const heading = size * 1.3;
      lines.push({ text: block.text, size: heading, bold: true, gap: lines.length > 0 ? heading * 0.9 : 0, indent: 0 });
      continue;
    }
    if (block.kind === 'track') {
      lines.push({ text: '', size: stripHeight(block.strip, width, size), bold: false, gap: lead * 1.6, indent: 0, track: block.strip });
      continue;
    }
    const indent = block.swatch ? SWATCH_MM + 1.5 : 0;
    wrapText(block.text, width - indent, size, block.bold === true).forEach((line, index) => {
      lines.push({ text: line, size, bold: block.bold === true, gap: index === 0 ? lead * 1.6 : lead, indent, ...(index === 0 && block.swatch ? { swatch: block.swatch } : {}) });
    });
  }
  return { lines, height: lines.reduce((sum, line) => sum + line.gap + line.size, 0) };
}
