/**
 * Every user-facing string goes through `t`, as the extension's go through `vscode.l10n.t`: the English text is the
 * key, `{name}` marks an argument, and a catalogue maps keys to one language. The engine holds no catalogue and reads
 * no environment: a host (the language server from its client's locale, the CLI from LANG) installs one with
 * `useCatalogue` once, before it lints. One locale per process, like VS Code's own l10n.
 *
 * `t` must be called with a string literal: scripts/l10n/extract.js collects the keys from the sources into the
 * English catalogue, and a unit test keeps every other catalogue's keys and arguments the same as its.
 */

/** Arguments by name: `t('Port {port} is out of range.', { port })`. */
export type MessageArgs = Readonly<Record<string, string | number>>;

/** English text → translated text. A missing key reads as English. */
export type Catalogue = Readonly<Record<string, string>>;

let current: Catalogue = {};

/** Installs the catalogue `t` reads (`{}`: English). */
export function useCatalogue(catalogue: Catalogue): void {
  current = catalogue;
}

/** The text for `message` in the installed catalogue, its `{name}` arguments filled in. */
export function t(message: string, args?: MessageArgs): string {
  const text = Object.prototype.hasOwnProperty.call(current, message) ? current[message]! : message;
  return args === undefined ? text : fill(text, args);
}

/**
 * Items as the language lists them: `a, b, c` in English, `a、b、c` in Chinese (the enumeration comma). Each item is
 * already in its final form (quoted, or a literal value), so only the separator is the catalogue's.
 */
export function list(items: readonly string[]): string {
  return items.length === 0 ? '' : items.reduce((joined, item) => t('{list}, {item}', { list: joined, item }));
}

/**
 * Replaces each `{name}` that names an argument; any other brace is text. One pass, no regular expression: a
 * message is short, but its arguments are URLs and may hold braces of their own, which are never read again.
 */
export function fill(text: string, args: MessageArgs): string {
  let out = '';
  let from = 0;
  for (let open = text.indexOf('{'); open !== -1; open = text.indexOf('{', open + 1)) {
    const close = text.indexOf('}', open + 1);
    if (close === -1) break;
    const name = text.slice(open + 1, close);
    if (!Object.prototype.hasOwnProperty.call(args, name)) continue;
    out += text.slice(from, open) + String(args[name]);
    from = close + 1;
    open = close;
  }
  return out + text.slice(from);
}

/** The argument names a message uses, in order of first use: the catalogue test compares them across languages. */
export function argumentNames(text: string): string[] {
  const names: string[] = [];
  for (let open = text.indexOf('{'); open !== -1; open = text.indexOf('{', open + 1)) {
    const close = text.indexOf('}', open + 1);
    if (close === -1) break;
    const name = text.slice(open + 1, close);
    if (/^[A-Za-z][A-Za-z0-9]*$/.test(name) && !names.includes(name)) names.push(name);
  }
  return names;
}
