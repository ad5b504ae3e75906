/**
 * `skirmish merge SHARD... [--json]`: joins the shards of a batch (`skirmish simulate --shard K/N
 * --out FILE`, played on as many machines as one likes) into the report a single run prints.
 */
import { readFile } from 'node:fs/promises';
import { translate, type Language } from '../engine/i18n/index';
import { localized } from '../engine/scenario/localized';
import { addTallies, reportOf } from '../engine/sim/index';
import type { CliIo } from './main';
import { CliFailure, EXIT_DONE, EXIT_IO, EXIT_REFUSED, parseOptions } from './play-input';
import { readShard, type Shard } from './shards';
import { textReport } from './simulate-report';

async function readShardFile(file: string, language: Language): Promise<Shard> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (caught) {
    const code = (caught as { code?: string }).code;
    const key = code === 'ENOENT' || code === 'ENOTDIR' ? 'cli.notFound' : code === 'EACCES' || code === 'EPERM' ? 'cli.permissionDenied' : code === 'EISDIR' ? 'cli.isDirectory' : 'cli.unreadable';
    throw new CliFailure(`${file}: ${translate(language, key, { detail: code ?? String(caught) })}`, EXIT_IO);
  }
  return readShard(text, file, language);
}

/** The shards, checked to be every slice of one batch, once each, in order. */
function wholeBatch(shards: readonly { readonly file: string; readonly shard: Shard }[], language: Language): Shard[] {
  const [first] = shards;
  if (!first) throw new CliFailure(translate(language, 'cli.merge.noFiles'), EXIT_REFUSED);
  const { batch, shards: count } = first.shard.header;
  const bySlice = new Map<number, Shard>();
  for (const { file, shard } of shards) {
    if (shard.header.batch !== batch || shard.header.shards !== count) throw new CliFailure(translate(language, 'cli.merge.otherBatch', { file, first: first.file }), EXIT_REFUSED);
    if (bySlice.has(shard.header.shard)) throw new CliFailure(translate(language, 'cli.merge.twice', { shard: shard.header.shard, shards: count }), EXIT_REFUSED);
    bySlice.set(shard.header.shard, shard);
  }
  const missing = Array.from({ length: count }, (_, index) => index + 1).filter((slice) => !bySlice.has(slice));
  if (missing.length > 0) throw new CliFailure(translate(language, 'cli.merge.missing', { missing: missing.slice(0, 20).join(', '), count: missing.length, shards: count }), EXIT_REFUSED);
  return [...bySlice.keys()].sort((a, b) => a - b).map((slice) => bySlice.get(slice) as Shard);
}

export async function mergeCommand(args: readonly string[], language: Language, io: CliIo): Promise<number> {
  try {
    const options = parseOptions(args, [], ['--json'], language);
    if (options === 'help') {
      io.stdout(`${translate(language, 'cli.merge.usage')}\n`);
      return EXIT_DONE;
    }
    const read = [];
    for (const file of options.files) read.push({ file, shard: await readShardFile(file, language) });
    const shards = wholeBatch(read, language);
    const header = (shards[0] as Shard).header;
    const tally = shards.map((shard) => shard.tally).reduce(addTallies);
    // Shards run side by side: the batch took as long as its slowest one.
    const seconds = Math.max(...shards.map((shard) => shard.seconds));
    const report = reportOf({ ruleset: { id: header.ruleset }, sides: header.sides }, { seed: header.seed, bots: header.bots }, tally, seconds);
    io.stdout(options.flags.has('--json') ? `${JSON.stringify({ file: header.file, title: localized(header.title, language), bots: header.bots, ...report }, null, 2)}\n` : textReport(report, header, language));
    return EXIT_DONE;
  } catch (caught) {
    if (caught instanceof CliFailure) {
      io.stderr(`${caught.message}\n`);
      return caught.code;
    }
    io.stderr(`${translate(language, 'cli.play.failed', { detail: caught instanceof Error ? caught.message : String(caught) })}\n`);
    return EXIT_REFUSED;
  }
}
