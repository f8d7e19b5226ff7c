import { type Diagnostic, type DocumentType, type UrlsmithConfig, lintText } from '../../../engine/src';
import type { Text } from '../documents/text';
import { lintOptions } from './compute';

/**
 * The visible diagnostics of a plain-text document with their fixes, found by checking again only the URLs that have
 * visible problems, each on its own: the text of exactly a URL's span is read as that same URL (a bare URL's scheme
 * starts where the text does and it ends where the text does; a wrapper is whole). Undefined when any diagnostic is
 * not found again that way: the caller then checks the whole document.
 */
export function attachFixes(text: Text, visible: readonly Diagnostic[], config: UrlsmithConfig, documentType: DocumentType): Diagnostic[] | undefined {
  const out: Diagnostic[] = [];
  for (let i = 0; i < visible.length; ) {
    const url = visible[i]!.url;
    const found = lintText(text.slice(url.start, url.end), lintOptions(config, documentType)).diagnostics;
    for (; i < visible.length && visible[i]!.url.start === url.start && visible[i]!.url.end === url.end; i++) {
      const d = visible[i]!;
      const again = found.find((f) => f.start + url.start === d.start && f.end + url.start === d.end && f.code === d.code);
      if (!again) return undefined;
      const edits = (e: { start: number; end: number; newText: string }) => ({ ...e, start: e.start + url.start, end: e.end + url.start });
      out.push({ ...d, fixes: again.fixes.map((f) => ({ ...f, edits: f.edits.map(edits) })) });
    }
  }
  return out;
}
