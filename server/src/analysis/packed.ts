import type { Diagnostic, Severity } from '../../../engine/src';
import { NO_FIXES, type UrlRecord } from './records';

/**
 * URL records as the lint thread sends them: numbers in typed arrays (moved, not copied, between threads) and each
 * distinct string once. Cloning 20,000 URL objects with 70,000 diagnostics took longer than checking them, and held
 * the main thread (and its hovers) for as long; most messages repeat ("Percent-encode ..." for the same character).
 */
export interface PackedRecords {
  /** Per URL: span start, span end, link start, link end. */
  urls: Int32Array;
  /** Per URL: 1 when ignored. */
  ignored: Uint8Array;
  /** Per URL: its number of diagnostics. */
  counts: Int32Array;
  /** Per diagnostic: start, end, code (index into strings), message (index into strings), severity (index into SEVERITIES). */
  diagnostics: Int32Array;
  /** URL index and target of the URLs that have one. */
  targets: Array<[number, string]>;
  strings: string[];
}

const SEVERITIES: readonly Severity[] = ['error', 'warning', 'information', 'hint'];
const SEVERITY_INDEX: Record<Severity, number> = { error: 0, warning: 1, information: 2, hint: 3 };

export function pack(records: readonly UrlRecord[]): PackedRecords {
  let total = 0;
  for (const r of records) total += r.diagnostics.length;
  const urls = new Int32Array(records.length * 4);
  const ignored = new Uint8Array(records.length);
  const counts = new Int32Array(records.length);
  const diagnostics = new Int32Array(total * 5);
  const targets: Array<[number, string]> = [];
  const strings: string[] = [];
  const index = new Map<string, number>();
  const intern = (s: string): number => {
    let i = index.get(s);
    if (i === undefined) index.set(s, (i = strings.push(s) - 1));
    return i;
  };
  let d = 0;
  for (let i = 0; i < records.length; i++) {
    const r = records[i]!;
    urls[i * 4] = r.span.start;
    urls[i * 4 + 1] = r.span.end;
    urls[i * 4 + 2] = r.linkStart;
    urls[i * 4 + 3] = r.linkEnd;
    ignored[i] = r.ignored ? 1 : 0;
    counts[i] = r.diagnostics.length;
    if (r.target !== undefined) targets.push([i, r.target]);
    for (const x of r.diagnostics) {
      diagnostics[d] = x.start;
      diagnostics[d + 1] = x.end;
      diagnostics[d + 2] = intern(x.code);
      diagnostics[d + 3] = intern(x.message);
      diagnostics[d + 4] = SEVERITY_INDEX[x.severity];
      d += 5;
    }
  }
  return { urls, ignored, counts, diagnostics, targets, strings };
}

/** The typed arrays' buffers, to move rather than copy with postMessage. */
export function transferables(p: PackedRecords): ArrayBuffer[] {
  return [p.urls.buffer, p.ignored.buffer, p.counts.buffer, p.diagnostics.buffer] as ArrayBuffer[];
}

export function unpack(p: PackedRecords): UrlRecord[] {
  const targets = new Map(p.targets);
  const out: UrlRecord[] = new Array<UrlRecord>(p.counts.length);
  let d = 0;
  for (let i = 0; i < p.counts.length; i++) {
    const span = { start: p.urls[i * 4]!, end: p.urls[i * 4 + 1]! };
    const diagnostics: Diagnostic[] = new Array<Diagnostic>(p.counts[i]!);
    for (let k = 0; k < diagnostics.length; k++, d += 5) {
      const x = p.diagnostics;
      diagnostics[k] = { code: p.strings[x[d + 2]!]!, severity: SEVERITIES[x[d + 4]!]!, message: p.strings[x[d + 3]!]!, start: x[d]!, end: x[d + 1]!, url: span, fixes: NO_FIXES };
    }
    const target = targets.get(i);
    const r: UrlRecord = { span, linkStart: p.urls[i * 4 + 2]!, linkEnd: p.urls[i * 4 + 3]!, ignored: p.ignored[i] === 1, diagnostics };
    out[i] = target === undefined ? r : { ...r, target };
  }
  return out;
}
