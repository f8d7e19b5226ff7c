import type { Locator } from '../types';

/**
 * The URL a reader most likely means, as `urlsmith find` prints it: the locator's URL, except at a hyphen break, where
 * RFC 1738's appendix leaves open whether the hyphen is the URL's ("should be aware that the hyphen may or may not
 * actually be part of the URL"). The rules check the URL with the hyphen and warn (hyphen-line-break); a printed list
 * has to pick one reading, and the writer's tool decides which is likely:
 * - inside a wrapper the hyphen is dropped. The same appendix tells the writer "No whitespace should be introduced
 *   after a hyphen", so a hyphen at a break inside `<URL:...>` or `<...>` was put there by a typesetter: man(1)
 *   rendered to ASCII prints `<https://gnu.org/li-` newline `censes/gpl.html>` and `<https://www.gnu.org/soft-`
 *   newline `ware/coreutils/>`.
 * - in a bare URL the hyphen is kept. Nothing tells a writer how to break a bare URL; the tools that do it wrap lines
 *   only after a hyphen already there (Python's textwrap breaks gcloud's changelogs at
 *   `https://cloud.google.com/sdk/docs/release-` newline `notes`): 24 of the 25 bare hyphen breaks in Debian's
 *   /usr/share/doc are such real hyphens, the 25th a typesetter's (`https://translationpro-` newline `ject.org/` in
 *   man-db's manual); this repository's node_modules hold 2 more typesetter's ones, in one JSDoc comment of
 *   @types/node. Those still get the warning.
 */
export function readingOf(locator: Locator): string {
  const { url, hyphenBreaks } = locator;
  if (locator.kind !== 'wrapper' || hyphenBreaks.length === 0) return url;
  let reading = '';
  let from = 0;
  for (const h of hyphenBreaks) {
    reading += url.slice(from, h);
    from = h + 1;
  }
  return reading + url.slice(from);
}
