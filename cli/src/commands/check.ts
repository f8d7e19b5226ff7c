import { documentTypeOf, type DocumentType } from '../../../engine/src';
import type { CliOptions } from '../args';
import { AtomicWriter } from '../check/fix-writer';
import { checkText, type CheckedText } from '../check/check-text';
import type { LoadedConfig } from '../config/load';
import { isBinaryFile } from '../files/binary';
import { expandTargets, type Target, type WalkProblem } from '../files/walk';
import { isUtf8, NotUtf8Error } from '../input/chunks';
import { openTarget } from '../input/open';
import { json } from '../format/json';
import type { Problem, ReporterFactory, Totals } from '../format/reporter';
import { sarif } from '../format/sarif';
import { stylish } from '../format/stylish';
import type { Output } from '../output';

const FORMATS: Record<CliOptions['format'], ReporterFactory> = { stylish, json, sarif };

/**
 * `urlint [paths]`: checks every target one file at a time, reports as it goes, and returns the exit code:
 * 0 no errors, 1 errors (or more warnings than --max-warnings), 2 a target that could not be read.
 */
export async function runCheck(options: CliOptions, loaded: LoadedConfig, out: Output, warn: (message: string) => void): Promise<number> {
  const reporter = FORMATS[options.format](out, loaded.config.preset);
  const totals: Totals = { files: 0, fixedFiles: 0, bySeverity: { error: 0, warning: 0, information: 0, hint: 0 } };
  const problems: WalkProblem[] = [];
  let failed = false;

  for await (const target of expandTargets(options.targets, { files: loaded.config.files, dir: loaded.dir }, problems)) {
    const { name, bytes } = openTarget(target, options.stdinFilename);
    try {
      if (target.kind === 'file' && (await isBinaryFile(target.path))) {
        if (target.explicit) warn(`${name}: skipped, binary file`);
        continue;
      }
      reporter.beginFile(name);
      const report = async (problems: Problem[]) => {
        const shown = options.quiet ? problems.filter((p) => p.severity === 'error') : problems;
        for (const p of shown) totals.bySeverity[p.severity]++;
        reporter.problems(name, shown);
        await out.flush();
      };
      const type = documentTypeOf(name, loaded.config.documentTypes);
      const checked = await checkTarget(target, bytes, loaded, type, options.fix, report, (m) => warn(`${name}: ${m}`));
      reporter.endFile(name);
      totals.files++;
      if (checked.changed) totals.fixedFiles++;
    } catch (e) {
      failed = true;
      warn(`${name}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
    } finally {
      if ('destroy' in bytes && bytes !== process.stdin) (bytes as { destroy(): void }).destroy();
    }
    await out.flush();
  }
  reporter.end(totals);
  await out.flush(true);

  for (const p of problems) warn(`${p.target}: ${p.message}`);
  if (failed || problems.length > 0) return 2;
  if (totals.bySeverity.error > 0) return 1;
  if (options.maxWarnings !== undefined && totals.bySeverity.warning > options.maxWarnings) {
    warn(`too many warnings: ${totals.bySeverity.warning} (--max-warnings ${options.maxWarnings})`);
    return 1;
  }
  return 0;
}

/** With --fix, a file is rewritten only when a fix changed it and every byte was read and written. */
async function checkTarget(
  target: Target,
  bytes: AsyncIterable<Buffer>,
  loaded: LoadedConfig,
  type: DocumentType,
  fix: boolean,
  report: (problems: Problem[]) => Promise<void>,
  warn: (m: string) => void,
): Promise<CheckedText> {
  if (!fix || target.kind !== 'file') return checkText(bytes, loaded.config, report, type);
  if (!(await isUtf8(openTarget(target, '').bytes))) {
    // Fixing would replace the bytes that are not UTF-8: check it as the editor shows it, and leave it be.
    warn('not valid UTF-8, so not fixed');
    return checkText(bytes, loaded.config, report, type);
  }
  const writer = new AtomicWriter(target.path);
  let checked: CheckedText;
  try {
    checked = await checkText(bytes, loaded.config, report, type, writer);
  } catch (e) {
    writer.discard();
    if (e instanceof NotUtf8Error) throw new Error('the file changed while it was being fixed; left as it was', { cause: e });
    throw e;
  }
  if (checked.changed) writer.commit();
  else writer.discard();
  return checked;
}

