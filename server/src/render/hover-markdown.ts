import type { Diagnostic, Explanation } from '../../../engine/src';
import { ruleByCode } from '../../../engine/src';
import { code, text } from './markdown';

/** A password row's text should the engine ever hand one over unmasked (RFC 1738 section 6: never echo one). */
export const MASK = '••••••';

const RFC = 'https://www.rfc-editor.org/rfc/rfc1738';

/**
 * The hover: the URL (the engine's Explanation masks its password), its scheme's RFC 1738 section, a table of
 * part | raw | decoded with an implied default port listed, then the problems the user's settings let through.
 */
export function renderHover(ex: Explanation, problems: readonly Diagnostic[]): string {
  const lines: string[] = [];
  const status = problems.length === 0 ? 'no problems' : problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  lines.push(`**urlint** ${code(ex.url, false)}`, '');
  lines.push(`${text(ex.scheme)} URL, [RFC 1738 section ${text(ex.section)}](${RFC}#section-${encodeURIComponent(ex.section)}), ${status}`, '');
  if (ex.parts.length > 0) {
    lines.push('| Part | Raw | Decoded |', '| --- | --- | --- |');
    for (const p of ex.parts) {
      if (p.name === 'password') {
        const shown = p.masked ? p.raw : MASK; // the engine masks; this holds even if it did not
        lines.push(`| ${text(p.name)} | ${code(shown)} | ${code(shown)} |`);
      } else if (p.implied) lines.push(`| ${text(p.name)} | *(implied)* | ${code(p.value)} (default) |`);
      else lines.push(`| ${text(p.name)} | ${code(p.raw)} | ${code(p.value)} |`);
    }
    lines.push('');
  }
  if (problems.length > 0) {
    lines.push('**Problems**', '');
    for (const d of problems) {
      const docs = ruleByCode(d.code)?.docs;
      const name = docs ? `[${code(d.code)}](${docs})` : code(d.code);
      lines.push(`- ${d.severity} ${name}: ${text(d.message)}`);
    }
  }
  return lines.join('\n').trimEnd();
}
