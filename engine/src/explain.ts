import { SCHEMES } from './grammar/schemes';
import { lintUrl } from './lint';
import type { Diagnostic, LintedUrl, Part, ParsedUrl } from './types';

export interface ExplainedPart extends Pick<Part, 'name' | 'start' | 'end' | 'raw' | 'value'> {
  /** An implied default port: not written in the URL (start = end = -1). */
  implied?: boolean;
  /** A password, shown as "••••" in raw and value. */
  masked?: boolean;
}

/** Plain data behind the hover and `urlint explain`: a URL's parts and problems. */
export interface Explanation {
  url: string;
  /** True when no diagnostic has severity "error". */
  valid: boolean;
  scheme: string;
  /** RFC 1738 section of the scheme's grammar. */
  section: string;
  /** Parts in source order, URL offsets. */
  parts: ExplainedPart[];
  diagnostics: Diagnostic[];
  parsed: ParsedUrl;
}

const MASK = '••••';

/** Explains a URL found in a document (its diagnostics keep their document offsets). */
export function explainLinted(linted: LintedUrl, diagnostics: Diagnostic[] = linted.diagnostics): Explanation {
  const { parsed } = linted;
  const parts: ExplainedPart[] = [];
  for (const p of parsed.parts) {
    if (p.name === 'password' && p.raw.length > 0) parts.push({ name: p.name, start: p.start, end: p.end, raw: MASK, value: MASK, masked: true });
    else parts.push({ name: p.name, start: p.start, end: p.end, raw: p.raw, value: p.value });
    if (p.name === 'host' && parsed.portImplied && parsed.port !== undefined) {
      const port = String(parsed.port);
      parts.push({ name: 'port', start: -1, end: -1, raw: '', value: port, implied: true });
    }
  }
  return {
    url: maskPassword(parsed),
    valid: !diagnostics.some((d) => d.severity === 'error'),
    scheme: parsed.scheme,
    section: SCHEMES.get(parsed.scheme)?.section ?? parsed.section,
    parts,
    diagnostics,
    parsed,
  };
}

/** Explains one URL given on its own: offsets are URL offsets. */
export function explainUrl(url: string): Explanation {
  return explainLinted(lintUrl(url));
}

/** The URL with its password masked: RFC 1738 section 6 warns that a password in a URL is readable by anyone who sees it. */
function maskPassword(parsed: ParsedUrl): string {
  const pw = parsed.parts.find((p) => p.name === 'password');
  return pw && pw.raw.length > 0 ? parsed.url.slice(0, pw.start) + MASK + parsed.url.slice(pw.end) : parsed.url;
}
