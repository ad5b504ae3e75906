/**
 * Vite plugin: ships the sample scenarios of scenarios/ beside the built renderer, with an index the
 * start page lists. A sample that cannot be read fails the build rather than a user's first click.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { titleText } from '../engine/scenario/localized';
import type { ScenarioMeta } from '../engine/scenario/types';

export const SAMPLE_SUFFIX = '.scenario.json';

export interface SampleIndexEntry {
  file: string;
  title: string;
  rulesetId: string;
  geometryKind: string;
  description?: string;
  /** The title and description by language: the scenario's own and its translations. */
  titles?: Record<string, string>;
  descriptions?: Record<string, string>;
}

export function sampleIndexEntry(file: string, scenario: unknown): SampleIndexEntry {
  const s = scenario as { meta?: { title?: unknown; description?: unknown; language?: unknown; translations?: Record<string, { title?: unknown; description?: unknown } | undefined> }; ruleset?: { id?: unknown }; board?: { geometry?: { kind?: unknown } } };
  const title = s.meta?.title;
  const rulesetId = s.ruleset?.id;
  const geometryKind = s.board?.geometry?.kind;
  if (typeof title !== 'string' || typeof rulesetId !== 'string' || typeof geometryKind !== 'string') {
    throw new Error(`${file}: a sample needs meta.title, ruleset.id and board.geometry.kind`);
  }
  const description = typeof s.meta?.description === 'string' ? s.meta.description : undefined;
  const language = typeof s.meta?.language === 'string' ? s.meta.language : '';
  const translations = (s.meta?.translations ?? {}) as ScenarioMeta['translations'];
  const titles = language ? (titleText({ title, language, translations }) as Record<string, string>) : {};
  const descriptions: Record<string, string> = language && description ? { [language]: description } : {};
  for (const [other, text] of Object.entries(translations ?? {})) if (other !== language && typeof text?.description === 'string') descriptions[other] = text.description;
  const localized = Object.keys(titles).length > 1 ? { titles, ...(Object.keys(descriptions).length > 0 ? { descriptions } : {}) } : {};
  return { file, title, rulesetId, geometryKind, ...(description ? { description } : {}), ...localized };
}

export async function readSamples(folder: string): Promise<{ entries: SampleIndexEntry[]; sources: Map<string, string> }> {
  const files = (await readdir(folder)).filter((name) => name.endsWith(SAMPLE_SUFFIX)).sort();
  const sources = new Map<string, string>();
  const entries: SampleIndexEntry[] = [];
  for (const file of files) {
    const source = await readFile(path.join(folder, file), 'utf8');
    sources.set(file, source);
    entries.push(sampleIndexEntry(file, JSON.parse(source)));
  }
  return { entries, sources };
}

export function samplesPlugin(folder: string): Plugin {
  return {
    name: 'skirmish-samples',
    apply: 'build',
    async generateBundle() {
      const { entries, sources } = await readSamples(folder);
      for (const [file, source] of sources) this.emitFile({ type: 'asset', fileName: `scenarios/${file}`, source });
      this.emitFile({ type: 'asset', fileName: 'scenarios/index.json', source: `${JSON.stringify(entries, null, 2)}\n` });
    },
  };
}
