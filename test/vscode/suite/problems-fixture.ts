/**
 * What urlsmith must report in workspace/problems.txt, worked out by hand from the rules (docs/rules.md), not
 * copied from a run. Ranges are zero-based line:character, end exclusive, as the vscode API gives them.
 */
export const problemsFile = 'problems.txt';

export const expectedProblems = [
  // `<URL:http://a.example/b c>`: whitespace inside a wrapper is not part of the URL (RFC 1738 appendix).
  'wrapper-whitespace@1:27-1:28',
  // `HTTP://shop.example/100%off`: upper-case scheme, and `%` not followed by two hex digits.
  'scheme-case@2:14-2:18',
  'invalid-percent-escape@2:37-2:38',
  // `?q=a|b`: `|` is unsafe (section 2.2).
  'unsafe-character@3:42-3:43',
  // `/~jane/`: `~` is unsafe in RFC 1738 but unreserved since RFC 3986 (a hint, never fixed, by default); `:80` is
  // http's default port.
  'tilde@4:35-4:36',
  'default-port@4:68-4:71',
  // The wrapped ftp URL: the line break and indentation inside the wrapper.
  'wrapper-whitespace@5:52-6:5',
].sort();

/** problems.txt with every safe fix applied: what fix-all must produce (the wrapper joins are not safe; `~` has no fix by default). */
export const fixedText = [
  'Problems urlsmith must find, for the real-VS-Code suite.',
  'See <URL:http://a.example/b c> for details.',
  'The sale page http://shop.example/100%25off is gone.',
  'Search with http://search.example/find?q=a%7Cb today.',
  'Home pages: http://www.example.org/~jane/ and http://www.example.org/index.html',
  'The archive moved to <URL:ftp://ftp.example.org/pub/',
  '     rfc/rfc1738.txt>, mirrored daily.',
  'Nothing else here is a URL: C:\\dir, std::vector, 12:30, Note: e.g.: done.',
  '',
].join('\n');
