/**
 * Buffered standard output that respects back-pressure: text is collected and written in large blocks, and
 * `flush` waits while the pipe is full, so a slow reader (`urlint find . | less`) never makes memory grow.
 * A reader that goes away (`| head`) ends the run quietly, as grep does.
 */
export class Output {
  private parts: string[] = [];
  private size = 0;

  constructor(private readonly stream: NodeJS.WriteStream = process.stdout) {
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
      throw e;
    });
  }

  write(text: string): void {
    this.parts.push(text);
    this.size += text.length;
  }

  /** Writes out what was collected once there is enough of it (or always, with `force`). */
  async flush(force = false): Promise<void> {
    if (this.size === 0 || (!force && this.size < 65536)) return;
    const block = this.parts.join('');
    this.parts = [];
    this.size = 0;
    if (!this.stream.write(block)) await new Promise<void>((resolve) => this.stream.once('drain', resolve));
  }
}
