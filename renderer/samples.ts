/** The sample scenarios shipped with the app, served beside it under scenarios/ by both hosts. */
export interface SampleEntry {
  /** File name inside scenarios/. */
  readonly file: string;
  readonly title: string;
  readonly rulesetId: string;
  readonly geometryKind: string;
  readonly description?: string;
  /** The title and description by language, when the sample has them in several. */
  readonly titles?: Readonly<Record<string, string>>;
  readonly descriptions?: Readonly<Record<string, string>>;
}

/** A sample's title and description in the interface language when it has them, else its own. */
export function sampleTexts(entry: SampleEntry, language: string): { readonly title: string; readonly description?: string } {
  const title = entry.titles?.[language] ?? entry.title;
  const description = entry.descriptions?.[language] ?? entry.description;
  return description ? { title, description } : { title };
}

const SAMPLES_URL = 'scenarios/index.json';

export async function listSamples(fetchFile: typeof fetch = fetch): Promise<SampleEntry[]> {
  const response = await fetchFile(SAMPLES_URL);
  if (!response.ok) throw new Error(`${SAMPLES_URL}: HTTP ${response.status}`);
  const entries: unknown = await response.json();
  if (!Array.isArray(entries)) throw new Error(`${SAMPLES_URL}: not a list`);
  return entries as SampleEntry[];
}

export async function fetchSample(entry: SampleEntry, fetchFile: typeof fetch = fetch): Promise<Uint8Array> {
  const response = await fetchFile(`scenarios/${encodeURIComponent(entry.file)}`);
  if (!response.ok) throw new Error(`${entry.file}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}
