/**
 * Test notation for expected ranges: "http://a.example/b⟦ ⟧c" means the URL "http://a.example/b c" with an
 * expected range around the space. Several ⟦...⟧ pairs may appear; ⟦⟧ marks an empty range.
 */
export function unmark(marked: string): { text: string; ranges: Array<[number, number]> } {
  let text = '';
  const ranges: Array<[number, number]> = [];
  let open = -1;
  for (const ch of marked) {
    if (ch === '⟦') open = text.length;
    else if (ch === '⟧') {
      ranges.push([open, text.length]);
      open = -1;
    } else text += ch;
  }
  return { text, ranges };
}
