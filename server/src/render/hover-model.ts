import type { Diagnostic, Explanation, ExplainedPart } from '../../../engine/src';
import { list, partLabel, ruleByCode, t } from '../../../engine/src';

/** A password's text should the engine ever hand one over unmasked (RFC 1738 section 6: never echo one). */
export const MASK = '••••••';

/** One part of the URL as the hover lists it. */
export interface HoverPart {
  /** The part's name in the user's language, or its BNF production name (labels.ts). */
  name: string;
  /** The part as written (a password always masked); for an implied port, its default value. */
  raw: string;
  /** The decoded value when it reads differently from `raw` (a `%XX` escape), else undefined. */
  decoded?: string;
  /** The legacy encodings escapes that are not UTF-8 were read in to give `decoded` ("EUC-JP, GB18030"). */
  legacy?: string;
  /** A default port the URL does not write. */
  implied: boolean;
}

/** One line per problem code. */
export interface HoverProblem {
  severity: Diagnostic['severity'];
  code: string;
  /** How many times the code occurs in this URL. */
  times: number;
  /** The rule's one-sentence description, translated (the editor shows each diagnostic's own message already). */
  description: string;
}

/** What every hover format shows, in order: the scheme as written and its RFC 1738 section, the parts, the problems. */
export interface HoverModel {
  /** A relative Markdown link destination: no scheme and no RFC 1738 section, a path alone (Explanation.relative). */
  relative: boolean;
  /**
   * The URL holds placeholders or is a pattern (url-template finds them, whatever its setting): no document link is
   * offered for it (features/links.ts), and the hover says so.
   */
  template: boolean;
  scheme: string;
  section: string;
  parts: HoverPart[];
  problems: HoverProblem[];
}

/** The hover's content, whatever the format it is written in (hover-markdown.ts, hover-text.ts). */
export function hoverModel(ex: Explanation, problems: readonly Diagnostic[]): HoverModel {
  const scheme = ex.parts.find((p) => p.name === 'scheme')?.raw || ex.scheme;
  const parts = ex.parts.filter((p) => p.name !== 'scheme').map(part);
  const lines = [...byCode(problems)].map(([code, ds]) => {
    const rule = ruleByCode(code);
    return { severity: ds[0]!.severity, code, times: ds.length, description: rule ? t(rule.description) : ds[0]!.message };
  });
  return { relative: ex.relative === true, template: ex.diagnostics.some((d) => d.code === 'url-template'), scheme, section: ex.section, parts, problems: lines };
}

function part(p: ExplainedPart): HoverPart {
  // The engine masks the password; this holds even if it did not.
  const name = partLabel(p.name);
  if (p.name === 'password') return { name, raw: p.masked ? p.raw : MASK, implied: false };
  if (p.implied) return { name, raw: p.value, implied: true };
  return { name, raw: p.raw, ...(p.value !== p.raw ? { decoded: p.value } : {}), ...(p.legacy ? { legacy: list(p.legacy) } : {}), implied: false };
}

/** The problems grouped by code, in order of first occurrence; each group keeps its most severe first. */
function byCode(problems: readonly Diagnostic[]): Map<string, Diagnostic[]> {
  const groups = new Map<string, Diagnostic[]>();
  for (const d of problems) {
    const g = groups.get(d.code);
    if (g) g.push(d);
    else groups.set(d.code, [d]);
  }
  const rank = { error: 0, warning: 1, information: 2, hint: 3 } as const;
  for (const g of groups.values()) g.sort((a, b) => rank[a.severity] - rank[b.severity]);
  return groups;
}
