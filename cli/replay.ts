/**
 * `skirmish replay FILE [--to STEP] [--json]`: replays a saved game and prints its log in words
 * (every action and what it caused, as the players saw it) and how it ended.
 */
import { readFile, stat } from 'node:fs/promises';
import { translate, type Language } from '../engine/i18n/index';
import { mechanicsOf, presenterFor } from '../engine/rules/index';
import { hashState } from '../engine/rules/core/hash';
import type { GameState } from '../engine/rules/core/types';
import { openGameRecord, replayRecord, type RecordProblem } from '../engine/rules/record';
import { localized, MAX_FILE_BYTES, megabytes, titleIn } from '../engine/scenario/index';
import type { CliIo } from './main';
import { CliFailure, EXIT_DONE, EXIT_IO, EXIT_REFUSED, integerOption, oneFile, parseOptions } from './play-input';
import { catalogOption } from './rulesets';

async function readRecord(file: string, language: Language): Promise<Uint8Array> {
  try {
    const info = await stat(file);
    if (info.isDirectory()) throw new CliFailure(`${file}: ${translate(language, 'cli.isDirectory')}`, EXIT_IO);
    if (info.size > MAX_FILE_BYTES) {
      throw new CliFailure(`${file}: ${translate(language, 'cli.tooLarge', { size: megabytes(info.size), limit: megabytes(MAX_FILE_BYTES) })}`, EXIT_REFUSED);
    }
    const bytes = await readFile(file);
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (caught) {
    if (caught instanceof CliFailure) throw caught;
    const code = (caught as { code?: string }).code;
    const key = code === 'ENOENT' || code === 'ENOTDIR' ? 'cli.notFound' : code === 'EACCES' || code === 'EPERM' ? 'cli.permissionDenied' : 'cli.unreadable';
    throw new CliFailure(`${file}: ${translate(language, key, { detail: code ?? String(caught) })}`, EXIT_IO);
  }
}

const refuse = (problem: RecordProblem, language: Language): CliFailure => new CliFailure(translate(language, problem.key, problem.params), EXIT_REFUSED);

export async function replayCommand(args: readonly string[], language: Language, io: CliIo): Promise<number> {
  try {
    const options = parseOptions(args, ['--to', '--rulesets'], ['--json'], language);
    if (options === 'help') {
      io.stdout(`${translate(language, 'cli.replay.usage')}\n`);
      return EXIT_DONE;
    }
    const file = oneFile(options, language);
    const catalog = await catalogOption(options.values.get('--rulesets'), language, io.stderr);
    const read = openGameRecord(await readRecord(file, language), file, language, catalog);
    if (!read.ok) throw refuse(read.problem, language);
    const { opened } = read;
    const { record } = opened;
    const data = catalog.rulesets.get(record.ruleset.id);
    const presenter = data ? presenterFor(mechanicsOf(data)) : undefined;
    if (!presenter) throw refuse({ key: 'record.notPlayable', params: { file, id: record.ruleset.id } }, language);
    const to = integerOption(options, '--to', record.actions.length, 0, record.actions.length, language);
    if (data && data.version !== record.ruleset.version) io.stderr(`${translate(language, 'record.versionDiffers', { file, recorded: record.ruleset.version, current: data.version })}\n`);

    const replay = replayRecord(opened, to);
    const { states, events } = replay.replayed;
    const log = events.map((stepEvents, index) => {
      const before = states[index] as GameState;
      const action = record.actions[index] as (typeof record.actions)[number];
      return { step: index + 1, action, text: presenter.describeAction(before, action, language), events: stepEvents.map((event) => presenter.describe(before, event, language)) };
    });
    const last = states[states.length - 1] as GameState;
    const outcome = last.outcome ? { winner: last.outcome.winner, text: presenter.describe(last, last.outcome, language) } : null;
    const whole = replay.ok && to === record.actions.length;
    // The whole game replayed: it must end as it was recorded.
    const sameEnd = !whole || (JSON.stringify(last.outcome) === JSON.stringify(record.outcome ?? null) && (record.finalHash === undefined || record.finalHash === hashState(last)));

    if (options.flags.has('--json')) {
      io.stdout(`${JSON.stringify({ file, ruleset: record.ruleset, seed: record.seed, steps: record.actions.length, to: replay.ok ? to : replay.step - 1, log, outcome, recordedOutcome: record.outcome ?? null, sameEnd }, null, 2)}\n`);
    } else {
      const title = titleIn(opened.input.scenario.meta, language);
      const lines = [translate(language, 'cli.replay.header', { file, title, ruleset: data ? localized(data.name, language) : record.ruleset.id, version: record.ruleset.version, seed: record.seed, steps: record.actions.length })];
      for (const entry of log) {
        lines.push(`${String(entry.step).padStart(5)}. ${entry.text}`);
        for (const text of entry.events) lines.push(`        ${text}`);
      }
      if (outcome) lines.push(translate(language, 'cli.replay.outcome', { text: outcome.winner ? translate(language, 'cli.replay.winner', { side: presenter.sideName(last, outcome.winner, language), reason: outcome.text }) : outcome.text }));
      else lines.push(translate(language, 'cli.replay.stoppedAt', { step: states.length - 1, steps: record.actions.length, turn: last.turn, phase: presenter.phaseName(last, language) }));
      io.stdout(`${lines.join('\n')}\n`);
    }
    if (!replay.ok) throw refuse({ key: 'record.refused', params: { file, step: replay.step, last: replay.step - 1, reason: presenter.describe(states[states.length - 1] as GameState, replay.refusal, language) } }, language);
    if (!sameEnd) throw refuse({ key: 'record.hashDiffers', params: { file } }, language);
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
