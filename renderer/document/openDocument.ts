/**
 * A scenario open in the editor: its file, its undo history, and how it is read from and written to
 * text. Reading goes through the engine's loader, so a bad file becomes a list of problems.
 */
import type { Language } from '../../engine/i18n';
import { titleIn } from '../../engine/scenario/localized';
import type { ScenarioMeta } from '../../engine/scenario/types';
import type { FileRef } from '../host/Host';
import { createHistory, type History } from './history';

export type ScenarioData = Readonly<Record<string, unknown>>;

export interface OpenDocument {
  /** Changes whenever another document is opened, so views reset their state. */
  readonly id: number;
  /** Names this editing session's autosave; unique across runs. */
  readonly sessionId: string;
  readonly name: string;
  readonly ref: FileRef | null;
  readonly history: History<ScenarioData>;
}

let nextId = 1;

export function openDocument(name: string, ref: FileRef | null, scenario: ScenarioData, saved: boolean): OpenDocument {
  return { id: nextId++, sessionId: crypto.randomUUID(), name, ref, history: createHistory(scenario, saved) };
}

/** The text written to disk: stable two-space JSON with a final newline, friendly to version control. */
export function serialiseScenario(scenario: ScenarioData): string {
  return `${JSON.stringify(scenario, null, 2)}\n`;
}

/** The title as the document gives it, in its own language. */
function ownTitle(scenario: ScenarioData): string | undefined {
  const meta = scenario.meta as { title?: unknown } | undefined;
  return typeof meta?.title === 'string' && meta.title.trim() !== '' ? meta.title : undefined;
}

/** The title a reader of `language` sees: the document's translation into it when it has one, else its own. */
export function scenarioTitle(scenario: ScenarioData, language: Language): string | undefined {
  const title = ownTitle(scenario);
  if (title === undefined) return undefined;
  const meta = scenario.meta as Partial<ScenarioMeta>;
  return typeof meta.language === 'string' ? titleIn({ title, language: meta.language, translations: meta.translations }, language) : title;
}

/**
 * The file name a new document or a game is first saved under, from the document's own title:
 * the same file name whichever language the interface speaks, like the file's contents.
 */
export function suggestedFileName(scenario: ScenarioData, fallback: string): string {
  const base = (ownTitle(scenario) ?? fallback)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `${base || 'scenario'}.scenario.json`;
}
