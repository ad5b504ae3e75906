/**
 * A scenario open in the editor: its file, its undo history, and how it is read from and written to
 * text. Reading goes through the engine's loader, so a bad file becomes a list of problems.
 */
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

export function scenarioTitle(scenario: ScenarioData): string | undefined {
  const meta = scenario.meta as { title?: unknown } | undefined;
  return typeof meta?.title === 'string' && meta.title.trim() !== '' ? meta.title : undefined;
}

/** The file name a new document is first saved under, from its title. */
export function suggestedFileName(scenario: ScenarioData, fallback: string): string {
  const base = (scenarioTitle(scenario) ?? fallback)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `${base || 'scenario'}.scenario.json`;
}
