import * as fs from 'node:fs';
import * as path from 'node:path';

/**
 * Writes a file's fixed text beside it and renames it over the original only once every piece is written and
 * flushed to disk. Rename within a folder is atomic, so a run that fails or is killed midway leaves the original
 * untouched (at worst a stray `.<name>.urlint-<pid>.tmp`). The original's permissions are kept.
 */
export class AtomicWriter {
  private readonly temp: string;
  private readonly fd: number;

  constructor(private readonly target: string) {
    this.temp = path.join(path.dirname(target), `.${path.basename(target)}.urlint-${process.pid}.tmp`);
    this.fd = fs.openSync(this.temp, 'wx', fs.statSync(target).mode & 0o7777);
  }

  write(text: string): void {
    const bytes = Buffer.from(text, 'utf8');
    for (let at = 0; at < bytes.length; ) at += fs.writeSync(this.fd, bytes, at, bytes.length - at);
  }

  /** Replaces the original with what was written. */
  commit(): void {
    fs.fsyncSync(this.fd);
    fs.closeSync(this.fd);
    fs.renameSync(this.temp, this.target);
  }

  /** Leaves the original as it was. */
  discard(): void {
    try {
      fs.closeSync(this.fd);
    } finally {
      fs.rmSync(this.temp, { force: true });
    }
  }
}
