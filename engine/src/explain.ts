import { lintUrl } from './lint';
import type { Diagnostic, LintedUrl, Part, ParsedUrl } from './types';

/** Plain data behind the hover and `urlint explain`: a URL's parts and problems. */
export interface Explanation {
  url: string;
  /** True when no diagnostic has severity "error". */
  valid: boolean;
  scheme: string;
  /** RFC 1738 section of the scheme's grammar. */
  section: string;
  /** Parts in source order; offsets are URL offsets. Passwords are masked; an implied default port is listed. */
  parts: Array<Pick<Part, 'name' | 'start' | 'end' | 'raw' | 'value'> & { implied?: boolean; masked?: boolean }>;
  diagnostics: Diagnostic[];
  parsed: ParsedUrl;
}

/** Explains a URL found in a document (diagnostics keep document offsets). (stub) */
export function explainLinted(linted: LintedUrl): Explanation {
  const { parsed } = linted;
  return { url: parsed.url, valid: true, scheme: parsed.scheme, section: parsed.section, parts: [], diagnostics: linted.diagnostics, parsed };
}

/** Explains one URL given on its own: offsets are URL offsets. */
export function explainUrl(url: string): Explanation {
  return explainLinted(lintUrl(url));
}
