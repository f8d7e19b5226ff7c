import type { DocumentType } from '../document/document-type';
import type { LintedUrl } from '../types';
import { asExample } from './examples';
import { FixGuard } from './fix-guard';

/**
 * The judge: the stage after the rules that weighs each URL's problems in its document, from what the finder noted
 * on its locator. No rule knows the document type or the syntax around its URL, so this is the one place that does:
 * - a URL in code (`Locator.inCode`) is an example: its problems become hints with no fix, unless `checkCode`
 *   (examples.ts);
 * - a safe fix that would change how the document reads around it (an escape before it, an open `<` that would
 *   become a wrapper, a Markdown backtick) is made unsafe (fix-guard.ts).
 * `urls` are in document order, as the finder gives them: the fix guard remembers what earlier fixes replace.
 */
export function judgeInContext(text: string, urls: readonly LintedUrl[], documentType: DocumentType | undefined, checkCode: boolean | undefined): void {
  const guard = FixGuard.of(text, documentType);
  for (const url of urls) {
    if (!checkCode) asExample(url);
    guard?.check(url);
  }
}
