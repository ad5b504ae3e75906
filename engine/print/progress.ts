/**
 * Progress and cancellation of long prints. Engine code has no timers, so the host supplies
 * `pause` (e.g. `() => new Promise((r) => setTimeout(r))`) to let its UI breathe between chunks.
 */

export type PrintStage = 'board' | 'pages' | 'saving';

export interface PrintProgress {
  readonly stage: PrintStage;
  readonly done: number;
  readonly total: number;
}

export interface RenderControl {
  readonly onProgress?: (progress: PrintProgress) => void;
  readonly pause?: () => Promise<void>;
  /** An AbortSignal fits; checked between chunks. */
  readonly signal?: { readonly aborted: boolean };
}

/** Thrown when the signal is aborted during a render. */
export class PrintCancelled extends Error {
  constructor() {
    super('The print was cancelled.');
    this.name = 'PrintCancelled';
  }
}

/** Counts work in one stage, reports it, and pauses every `chunk` units. */
export class ProgressMeter {
  private done = 0;
  private sincePause = 0;

  constructor(
    private readonly control: RenderControl,
    private readonly stage: PrintStage,
    private readonly total: number,
    private readonly chunk = 2000,
  ) {
    control.onProgress?.({ stage, done: 0, total });
  }

  async advance(units = 1): Promise<void> {
    this.done += units;
    this.sincePause += units;
    if (this.sincePause < this.chunk) return;
    this.sincePause = 0;
    await this.checkpoint();
  }

  async finish(): Promise<void> {
    this.done = this.total;
    await this.checkpoint();
  }

  private async checkpoint(): Promise<void> {
    this.control.onProgress?.({ stage: this.stage, done: Math.min(this.done, this.total), total: this.total });
    if (this.control.pause) await this.control.pause();
    if (this.control.signal?.aborted) throw new PrintCancelled();
  }
}
