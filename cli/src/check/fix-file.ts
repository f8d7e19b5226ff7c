import { type Hash, createHash } from 'node:crypto';
import * as fs from 'node:fs';
import { type DocumentType, type UrlsmithConfig, t } from '../../../engine/src';
import { isUtf8, NotUtf8Error } from '../input/chunks';
import { fileBytes, reason, type OpenFile } from '../input/open';
import type { Problem } from '../format/reporter';
import { AtomicWriter, NotFixed, sameFile, testPause } from './fix-writer';
import { fileText, type FileEncoding } from '../files/binary';
import { checkText, type CheckedText } from './check-text';

export interface Check {
  config: UrlsmithConfig;
  type: DocumentType;
  report: (problems: Problem[]) => Promise<void>;
  warn: (m: string) => void;
  /** Fed the fixed text as it is written (for the cache). */
  written?: Hash;
}

/**
 * --fix on one file: it is rewritten only when a fix changed it, every byte was read and written, and the file is
 * still what was read. Otherwise it is checked and left as it is; `notFixed` when that was not the user's choice
 * (a read-only file, hard links, an owner that cannot be kept, an edit saved meanwhile, a link to outside the folder).
 */
export async function fixFile(file: string | Buffer, opened: OpenFile, { config, type, report, warn, written }: Check, outside = false, encoding: FileEncoding = 'utf-8'): Promise<CheckedText> {
  const checkOnly = () => checkText(fileText(opened, encoding), config, report, type);
  if (typeof file !== 'string') {
    // The writer names its temporary file and the target as text: a name that is not UTF-8 has none.
    warn(t('not fixed: its name is not valid UTF-8'));
    return { ...(await checkOnly()), notFixed: true };
  }
  if (encoding !== 'utf-8') {
    // The fixes are written as UTF-8: a UTF-16 file is checked as the editor shows it, and left be.
    warn(t('UTF-16, so checked but not fixed'));
    return checkOnly();
  }
  if (!(await isUtf8(fileBytes(opened)))) {
    // Fixing would replace the bytes that are not UTF-8: check it as the editor shows it, and leave it be.
    warn(t('not valid UTF-8, so not fixed'));
    return checkOnly();
  }
  let writer: AtomicWriter;
  try {
    // --follow-symlinks reads what a link outside the folder points to; nothing here ever writes there.
    if (outside) throw new NotFixed(t('not fixed: a symbolic link to outside the folder being checked'));
    // A symbolic link stays a link: its target is what is fixed.
    // Its status when opened, before anything was read: what the commit compares the file with.
    writer = new AtomicWriter(fs.realpathSync(file), opened.stat);
  } catch (e) {
    // A folder it may not write in (read-only, another owner's, a read-only mount): checked all the same.
    const why = e instanceof NotFixed ? e : writeFailure(e);
    if (why === undefined) throw e;
    warn(why.message);
    return { ...(await checkOnly()), notFixed: true };
  }
  const hash = createHash('sha256');
  let checked: CheckedText;
  try {
    testPause('read');
    checked = await checkText(fileBytes(opened, hash), config, report, type, writer, written);
    if (writer.failure !== undefined) throw writeFailure(writer.failure) ?? writer.failure;
    if (!checked.changed) {
      // Nothing to write, but what was checked must be the file: one cut short or rewritten meanwhile (by a
      // truncation the reads never see) is said to have changed, as the commit would say.
      if (!sameFile(opened.statNow(), opened.stat)) throw new NotFixed(t('not fixed: the file changed while it was being fixed, so it was left as it is now'));
      writer.discard();
      return checked;
    }
    writer.commit(hash.digest('hex'));
    return checked;
  } catch (e) {
    writer.discard();
    // Valid UTF-8 a moment ago, not now: it changed while it was read.
    const notFixed = e instanceof NotUtf8Error ? new NotFixed(t('not fixed: the file changed while it was being fixed, so it was left as it is now')) : e instanceof NotFixed ? e : writeFailure(e);
    if (!(notFixed instanceof NotFixed)) throw e;
    warn(notFixed.message);
    return { changed: notFixed.fixed, notFixed: true };
  }
}

/** A system error writing the fixed file (no space, a quota, permission, a read-only file system) as NotFixed. */
function writeFailure(e: unknown): NotFixed | undefined {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  if (code === undefined || !/^E[A-Z]+$/.test(code)) return undefined;
  return new NotFixed(t('not fixed: cannot write the fixed file: {reason}', { reason: reason(e) }));
}
