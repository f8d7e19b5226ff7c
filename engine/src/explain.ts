import { SCHEMES } from './grammar/schemes';
import { decodeForReader } from './encoding/legacy';
import { percentDecode } from './encoding/percent';
import { lintUrl } from './lint';
import { secretSpans } from './scan/secrets';
import type { Diagnostic, LintedUrl, Part, ParsedUrl, Span } from './types';

export interface ExplainedPart extends Pick<Part, 'name' | 'start' | 'end' | 'raw' | 'value'> {
  /** An implied default port: not written in the URL (start = end = -1). */
  implied?: boolean;
  /** A part holding a secret (a password, a credential query value): each secret shown as "••••" in raw and value. */
  masked?: boolean;
  /** Escapes of the part that are not UTF-8 were decoded in these legacy encodings (encoding/legacy.ts). */
  legacy?: string[];
}

/** Plain data behind the hover and `urlsmith explain`: a URL's parts and problems. */
export interface Explanation {
  /** The URL with each secret masked (see `masks`). */
  url: string;
  /** Where each secret was, in URL offsets as written, in order: each is replaced by MASK in `url` and the parts. */
  masks: Span[];
  /** True when no diagnostic has severity "error". */
  valid: boolean;
  scheme: string;
  /** RFC 1738 section of the scheme's grammar. */
  section: string;
  /** Parts in source order, URL offsets. */
  parts: ExplainedPart[];
  diagnostics: Diagnostic[];
  parsed: ParsedUrl;
  /**
   * A relative Markdown link destination (`[Test](docs/my file.md)`, Locator.relative): no scheme, so no URL of
   * RFC 1738; its one part is the path as written.
   */
  relative?: true;
}

/** What a secret is shown as. */
export const MASK = '••••';

/** Explains a URL found in a document (its diagnostics keep their document offsets). */
export function explainLinted(linted: LintedUrl, diagnostics: Diagnostic[] = linted.diagnostics): Explanation {
  const { parsed } = linted;
  if (linted.locator.relative) return explainRelative(linted, diagnostics);
  const masks = secretsOf(parsed);
  const parts: ExplainedPart[] = [];
  for (const p of parsed.parts) {
    const inside = masks.filter((m) => m.start >= p.start && m.end <= p.end);
    if (inside.length > 0) {
      const raw = masked(parsed.url, inside, p.start, p.end);
      parts.push({ name: p.name, start: p.start, end: p.end, raw, value: p.name === 'password' ? MASK : percentDecode(raw), masked: true });
    } else if (p.value.includes('\ufffd')) {
      // Escapes that are not UTF-8: the text a legacy encoding reads, where one text does (legacy-encoding).
      const { text, encodings } = decodeForReader(p.raw);
      parts.push({ name: p.name, start: p.start, end: p.end, raw: p.raw, value: text, ...(encodings.length > 0 ? { legacy: encodings } : {}) });
    } else parts.push({ name: p.name, start: p.start, end: p.end, raw: p.raw, value: p.value });
    if (p.name === 'host' && parsed.portImplied && parsed.port !== undefined) {
      const port = String(parsed.port);
      parts.push({ name: 'port', start: -1, end: -1, raw: '', value: port, implied: true });
    }
  }
  return {
    url: masked(parsed.url, masks, 0, parsed.url.length),
    masks,
    valid: !diagnostics.some((d) => d.severity === 'error'),
    scheme: parsed.scheme,
    section: SCHEMES.get(parsed.scheme)?.section ?? parsed.section,
    parts,
    diagnostics,
    parsed,
  };
}

/** A relative destination: its text is a path (RFC 1808's relative reference, which RFC 1738 leaves out). */
function explainRelative(linted: LintedUrl, diagnostics: Diagnostic[]): Explanation {
  const { parsed } = linted;
  const path = { name: 'path' as const, start: 0, end: parsed.url.length, raw: parsed.url, value: percentDecode(parsed.url) };
  return { url: parsed.url, masks: [], valid: !diagnostics.some((d) => d.severity === 'error'), scheme: '', section: parsed.section, parts: [path], diagnostics, parsed, relative: true };
}

/** Explains one URL given on its own: offsets are URL offsets. */
export function explainUrl(url: string): Explanation {
  return explainLinted(lintUrl(url));
}

/**
 * The secrets to mask: RFC 1738 section 6 warns that a password in a URL is readable by anyone who sees it, and a
 * credential in a query is one too (see scan/secrets.ts, shared with the rules that report them).
 */
function secretsOf(parsed: ParsedUrl): Span[] {
  return secretSpans(parsed.url, parsed.parts.find((p) => p.name === 'password'));
}

/** url[start, end) with each of the masks (inside it, in order) replaced by MASK. */
function masked(url: string, masks: readonly Span[], start: number, end: number): string {
  let out = '';
  let at = start;
  for (const m of masks) {
    if (m.start < start || m.end > end) continue;
    out += url.slice(at, m.start) + MASK;
    at = m.end;
  }
  return out + url.slice(at, end);
}
