/**
 * Play › Balance report…: many bot games of the scenario in Web Workers, with progress, and what
 * they say of it. With a comparison, the scenario as edited and the other variant (as saved, or
 * another file) are played on the same seeds, and the report tells whether the change moved the
 * sides' chances. The first control, or the results' heading, takes the focus as each stage
 * appears; Escape cancels a batch under way, or leaves the setup as Back to the editor does. The
 * results of a batch, which may have taken an hour, are left by their Back buttons only.
 */
import { useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../engine/i18n';
import { engineFor, mechanicsOf, presenterFor, type ScenarioInput } from '../../engine/rules';
import type { DisplayDocument } from '../../engine/print/display-list';
import { balanceReport, compareBalance, compareLengths, HEAT_KINDS, totalOf, type BalanceOptions, type BalanceReport } from '../../engine/sim/balance';
import type { GameResult } from '../../engine/sim/play';
import { localized } from '../../engine/scenario';
import { kernelOf } from '../../engine/print/board-model';
import { placeLabel } from '../../engine/print/places';
import { parsePlaceKey } from '../../engine/rules/core/places';
import { BalanceProgress } from './BalanceProgress';
import { BalanceResults, type StoppedEarly } from './BalanceResults';
import { BalanceSetup, type BalanceChoices } from './BalanceSetup';
import type { VariantComparison } from './Comparison';
import { gamesCsv, pngOf, reportJson, svgOf } from './exports';
import { recordOfBalanceGame } from './openGame';
import { lastChoices, rememberChoices } from './lastChoices';
import { Cancelled, runBalance, type BalanceRun } from './runBalance';

/** The columns of the games' CSV, as the games' table names them. */
const CSV_COLUMNS = ['game', 'seed', 'winner', 'turns', 'actions', 'end'] as const;

interface Props {
  readonly input: ScenarioInput;
  /** The scenario as saved, when it differs from the one edited. */
  readonly saved: ScenarioInput | null;
  /** Asks for another scenario file to compare with; null when none was chosen or it cannot be. */
  readonly chooseOther: () => Promise<{ readonly input: ScenarioInput; readonly name: string } | null>;
  readonly baseName: string;
  readonly onExport: (name: string, bytes: Uint8Array) => void;
  readonly onOpenRecord: (text: string, name: string) => void;
  readonly onError: (message: string) => void;
  readonly onExit: () => void;
}

/** A variant's name, kept as what to translate (or a file's name) so that it follows a change of language. */
type VariantName = { readonly key: 'report.theScenario' | 'report.asEdited' | 'report.asSaved' } | { readonly file: string };

/** The comparison as played: the other variant's name is worded when shown. */
type PlayedComparison = Omit<VariantComparison, 'labels'> & { readonly against: VariantName };

type Stage =
  | { readonly kind: 'setup' }
  | { readonly kind: 'running'; readonly names: readonly VariantName[]; readonly done: number; readonly paired: number; readonly total: number; readonly started: number; readonly run: BalanceRun }
  | { readonly kind: 'results'; readonly report: BalanceReport; readonly options: BalanceOptions; readonly comparison: PlayedComparison | null; readonly stopped: StoppedEarly | null };

export function BalanceView({ input, saved, chooseOther, baseName, onExport, onOpenRecord, onError, onExit }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const sides = input.scenario.sides;
  const sideIds = sides.map((side) => side.id);
  const [choices, setChoices] = useState<BalanceChoices>(() => lastChoices(input.scenario.ruleset.id, sideIds));
  const [stage, setStage] = useState<Stage>({ kind: 'setup' });
  const [now, setNow] = useState(() => performance.now());
  const running = useRef<BalanceRun | null>(null);
  useEffect(() => () => running.current?.cancel(), []);
  useEffect(() => {
    if (stage.kind !== 'running') return;
    const timer = setInterval(() => setNow(performance.now()), 500);
    return () => clearInterval(timer);
  }, [stage.kind]);
  const presenter = presenterFor(mechanicsOf(input.ruleset));
  // A state of the game, for its names: how a game ended is worded from it.
  const named = useMemo(() => engineFor(mechanicsOf(input.ruleset))?.setup(input, 0) ?? null, [input]);
  // The board the heat maps draw on: one object while the scenario and the language stay, so that the results do not draw the map again at each render.
  const source = useMemo(() => ({ scenario: input.scenario, ruleset: input.ruleset, language }), [input, language]);
  const sideName = (side: string) => localized(sides.find((candidate) => candidate.id === side)?.name, language, side);
  const nameOf = (name: VariantName) => ('key' in name ? t(name.key) : name.file);

  // Each stage gives the focus to its first control, the results to their heading; coming back from
  // a game opened in the playtest gives it back to that game's button, where the report was left.
  const view = useRef<HTMLDivElement>(null);
  const openedFrom = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const back = openedFrom.current;
    openedFrom.current = null;
    const target = back?.isConnected ? back : view.current?.querySelector<HTMLElement>(stage.kind === 'results' ? 'h1' : 'select, input, button:not(:disabled)');
    target?.focus({ preventScroll: true });
  }, [stage.kind]);

  const escape = useEffectEvent((event: KeyboardEvent) => {
    // A menu or a dialog open above the report closes first.
    if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('dialog[open]') || stage.kind === 'results') return;
    event.preventDefault();
    if (stage.kind === 'running') stage.run.cancel();
    else onExit();
  });
  useEffect(() => {
    window.addEventListener('keydown', escape);
    return () => window.removeEventListener('keydown', escape);
  }, []);

  /** Plays the batch on each variant, game by game, shown under their names. */
  const play = (variants: readonly { readonly input: ScenarioInput; readonly name: VariantName }[], options: BalanceOptions) => {
    const started = performance.now();
    // The time is taken with each game done, so the pace the time left is worked out from is that of
    // the games counted, not half a second behind them (nor from before the batch began).
    const run = runBalance(
      variants.map((variant) => variant.input),
      options,
      ({ done, paired }) => {
        setNow(performance.now());
        setStage((current) => (current.kind === 'running' && current.run === run ? { ...current, done, paired } : current));
      },
    );
    running.current = run;
    setNow(started);
    setStage({ kind: 'running', names: variants.map((variant) => variant.name), done: 0, paired: 0, total: options.games * variants.length, started, run });
    return run.done;
  };

  const start = async () => {
    rememberChoices(input.scenario.ruleset.id, sideIds, choices);
    const options: BalanceOptions = { games: choices.games, seed: choices.seed, bots: sides.map((side) => choices.bots[side.id] ?? 'greedy') };
    try {
      const chosen = choices.compare === 'file' ? await chooseOther() : null;
      const other: { readonly input: ScenarioInput; readonly name: VariantName } | null =
        choices.compare === 'saved' && saved ? { input: saved, name: { key: 'report.asSaved' } } : chosen && { input: chosen.input, name: { file: chosen.name } };
      if (choices.compare === 'file' && !other) return;
      // Against its saved self the scenario is "as edited"; against another file, it is the scenario.
      const scenario = { input, name: { key: other && !('file' in other.name) ? 'report.asEdited' : 'report.theScenario' } } as const;
      const played = await play(other ? [scenario, other] : [scenario], options);
      const [first = [], second] = played.games;
      // A run stopped early reports on the games every variant played.
      const stopped: StoppedEarly | null = played.stopped ? { played: first.length, planned: options.games, comparison: other ? 'paired' : 'none' } : null;
      const firstTally = totalOf(first);
      const secondTally = other && second ? totalOf(second) : null;
      const comparison: PlayedComparison | null = other && secondTally ? { differences: compareBalance(sideIds, firstTally.games, secondTally.games), against: other.name, second: balanceReport(sideIds, options.bots, secondTally) } : null;
      setStage({ kind: 'results', report: balanceReport(sideIds, options.bots, firstTally), options, comparison, stopped });
    } catch (caught) {
      if (!(caught instanceof Cancelled)) onError(t('report.failed', { detail: caught instanceof Error ? caught.message : String(caught) }));
      setStage({ kind: 'setup' });
    } finally {
      running.current = null;
    }
  };

  // Around each stage, a box that lays out nothing: it holds the stage for the focus.
  const held = (shown: ReactNode) => (
    <div className="report-view" ref={view}>
      {shown}
    </div>
  );

  if (stage.kind === 'setup' || !presenter || !named) {
    return held(<BalanceSetup sides={sides.map((side) => ({ id: side.id, name: sideName(side.id) }))} choices={choices} onChange={setChoices} changedSinceSaved={saved !== null} onRun={() => void start()} onExit={onExit} />);
  }
  if (stage.kind === 'running') {
    const [first, second] = stage.names.map(nameOf);
    const label = second === undefined ? (first ?? '') : t('report.bothVariants', { first, second });
    return held(<BalanceProgress done={stage.done} total={stage.total} elapsed={(now - stage.started) / 1000} label={label} canStop={stage.paired > 0} onStop={() => stage.run.stop()} onCancel={() => stage.run.cancel()} />);
  }

  const { report, options } = stage;
  const comparison: VariantComparison | null = stage.comparison && { ...stage.comparison, labels: { first: t('file' in stage.comparison.against ? 'report.theScenario' : 'report.asEdited'), second: nameOf(stage.comparison.against) } };
  const winnerOf = (game: GameResult) => (game.winner ? sideName(game.winner) : game.finished ? t('report.draw') : t('report.unfinished'));
  const reason = (game: GameResult) => (game.finished ? presenter.describe(named, { key: game.reason, params: game.params }, language) : t('report.unfinished'));
  const exportFigure = (document: DisplayDocument, name: string, format: 'svg' | 'png') =>
    (format === 'svg' ? Promise.resolve(new TextEncoder().encode(svgOf(document))) : pngOf(document)).then(
      (bytes) => onExport(`${baseName}-${name}.${format}`, bytes),
      (caught: unknown) => onError(t('report.failed', { detail: caught instanceof Error ? caught.message : String(caught) })),
    );
  // The heat maps' places, keyed as the engine keeps them, named as the board labels them ("c21": "C4").
  const placesOf = (shown: BalanceReport) => {
    const kernel = kernelOf(input.scenario.board);
    const keys = new Set(HEAT_KINDS.flatMap((kind) => Object.keys(shown.heat[kind])));
    return Object.fromEntries([...keys].flatMap((key) => {
      const place = parsePlaceKey(key);
      return place ? [[key, placeLabel(kernel, place, t('playtest.aloft'), language)]] : [];
    }));
  };
  const exportData = (format: 'json' | 'csv') => {
    const text = format === 'json' ? reportJson(report, { scenario: input.scenario.meta.title, ruleset: input.scenario.ruleset.id, seed: options.seed, bots: options.bots, comparison: comparison ? { against: comparison.labels.second, sides: comparison.second.sides, differences: comparison.differences, length: compareLengths(report.list, comparison.second.list) } : null, places: placesOf(report) }) : gamesCsv(report, { language, headings: CSV_COLUMNS.map((column) => t(`report.column.${column}`)), winner: winnerOf, end: reason });
    onExport(`${baseName}-${t('fileName.balance')}.${format}`, new TextEncoder().encode(text));
  };
  const open = (game: GameResult) => {
    if (document.activeElement instanceof HTMLElement) openedFrom.current = document.activeElement;
    const record = recordOfBalanceGame(input, options, game.index);
    onOpenRecord(`${JSON.stringify(record)}\n`, `${baseName}-${t('fileName.game', { number: game.index + 1 })}.game.json`);
  };
  return held(
    <BalanceResults
      report={report}
      source={source}
      heatKinds={HEAT_KINDS.filter((kind) => kind !== 'traps' || presenter.sprungTraps !== undefined)}
      comparison={comparison}
      stopped={stage.stopped}
      sideName={sideName}
      winner={winnerOf}
      reason={reason}
      onOpen={open}
      onExportData={exportData}
      onExportFigure={(document, name, format) => void exportFigure(document, name, format)}
      onAgain={() => setStage({ kind: 'setup' })}
      onExit={onExit}
    />,
  );
}
