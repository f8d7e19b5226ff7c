import { parseJsonLocated, tokenEnd } from '../../../engine/src';

/** An insertion into a config's text: at `offset`, `text`. */
export interface Insertion {
  offset: number;
  text: string;
}

/** A new `.urlsmithrc.json` that ignores one host. */
export function newConfigText(host: string): string {
  return `{\n  "ignore": [${JSON.stringify(host)}]\n}\n`;
}

/**
 * The insertion that adds `host` to a config's `ignore` list, as a person would type it: after the list's last
 * entry, or as a new `"ignore"` member at the top of the object, indented like the file's first member. Nothing else
 * in the file moves, so its comments and layout stay. `present` when the list already names the host (as the
 * config reader compares: trimmed, case-insensitive); `invalid` when the file is not a JSON object whose `ignore`,
 * if any, is a list (the user must fix it first: an edit could not be placed with certainty).
 */
export function addIgnoreInsertion(text: string, host: string): Insertion | 'present' | 'invalid' {
  const parsed = parseJsonLocated(text);
  if ('error' in parsed || parsed.node.kind !== 'object') return 'invalid';
  const root = parsed.node;
  const quoted = JSON.stringify(host);
  const ignore = root.members.find((m) => m.key === 'ignore');
  if (ignore) {
    if (ignore.value.kind !== 'array') return 'invalid';
    const items = ignore.value.items;
    if (items.some((i) => i.kind === 'string' && i.value.trim().toLowerCase() === host.toLowerCase())) return 'present';
    const last = items.at(-1);
    if (!last) return { offset: ignore.value.offset + 1, text: quoted };
    // Only strings are valid entries; after anything else the place of its end is not known for certain.
    if (last.kind !== 'string') return 'invalid';
    return { offset: tokenEnd(text, last.offset), text: `, ${quoted}` };
  }
  const first = root.members[0];
  const member = `"ignore": [${quoted}]`;
  if (!first) return { offset: root.offset + 1, text: `\n  ${member}\n` };
  const lineStart = Math.max(text.lastIndexOf('\n', first.keyOffset - 1), text.lastIndexOf('\r', first.keyOffset - 1)) + 1;
  const lead = text.slice(lineStart, first.keyOffset);
  // The first member on a line of its own: a new line before it, indented the same; else on the same line.
  if (lineStart > root.offset && /^[ \t]*$/.test(lead)) {
    const eol = text[lineStart - 1] === '\n' && text[lineStart - 2] === '\r' ? '\r\n' : text[lineStart - 1]!;
    return { offset: lineStart, text: `${lead}${member},${eol}` };
  }
  return { offset: first.keyOffset, text: `${member}, ` };
}
