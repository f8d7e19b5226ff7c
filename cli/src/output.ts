import { t } from '../../engine/src';

/** Standard output could not be written (not a reader gone away, which is quiet): the run stops with exit 2. */
export class OutputError extends Error {}

/**
 * Buffered standard output that respects back-pressure: text is collected and written in large blocks, and
 * `flush` waits until each block is written, so a slow reader (`urlsmith find . | less`) never makes memory grow.
 * A reader that goes away (`| head`: EPIPE) closes it quietly, as grep does: what follows is dropped, and the run
 * goes on to its right exit code (`closed` lets a command stop early when nothing else depends on the rest). Any
 * other write error (`> /dev/full`: ENOSPC) makes `flush` throw an OutputError that says so.
 */
export class Output {
  private parts: string[] = [];
  private size = 0;
  private failure: NodeJS.ErrnoException | undefined;
  /** The reader went away: nothing more is written. */
  closed = false;

  constructor(private readonly stream: NodeJS.WritableStream = process.stdout) {
    stream.on('error', (e: NodeJS.ErrnoException) => this.failed(e));
  }

  write(text: string): void {
    if (this.closed) return;
    this.parts.push(text);
    this.size += text.length;
  }

  /** Writes out what was collected once there is enough of it (or always, with `force`), and waits till it is written. */
  async flush(force = false): Promise<void> {
    this.throwIfFailed();
    if (this.closed || this.size === 0 || (!force && this.size < 65536)) return;
    const block = this.parts.join('');
    this.parts = [];
    this.size = 0;
    await new Promise<void>((resolve) => {
      try {
        this.stream.write(block, (e?: Error | null) => {
          if (e) this.failed(e as NodeJS.ErrnoException);
          resolve();
        });
      } catch (e) {
        // A file as standard output is written synchronously, and its errors are thrown, not passed on.
        this.failed(e as NodeJS.ErrnoException);
        resolve();
      }
    });
    this.throwIfFailed();
  }

  private failed(e: NodeJS.ErrnoException): void {
    if (e.code === 'EPIPE') {
      this.closed = true;
      this.parts = [];
      this.size = 0;
    } else this.failure ??= e;
  }

  private throwIfFailed(): void {
    const e = this.failure;
    if (e) throw new OutputError(t('cannot write the output: {reason}', { reason: e.code === 'ENOSPC' ? t('no space left on device (ENOSPC)') : (e.code ?? e.message) }));
  }
}
