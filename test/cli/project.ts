/**
 * The sample project the check tests walk. Built in a temporary folder at run time, because the files that
 * matter here (.gitignore, node_modules, .git) would be ignored by this repository's own git if committed.
 */
import { makeTree } from './support';

/**
 * A Markdown file (by its name) with one error, one warning and one hint under the default preset. Its lines are
 * plain paragraphs, so Markdown reads them as plain text would.
 */
export const BAD_MD = ['# Links', '', 'Mirror: ftp://ftp.example.org/pub/file;type=q', 'Docs: HTTP://www.example.org/index.html', 'Home: http://www.example.org:25/user/', ''].join('\n');

/**
 * What a check of BAD_MD reports, "line:col severity code" (1-based, as stylish prints): the typecode "q" (not a, i
 * or d), the upper-case scheme, and port 25, reserved and not http's 80 (RFC 1738 section 6).
 */
export const BAD_MD_PROBLEMS = ['3:45 error ftp-invalid-typecode', '4:7 hint scheme-case', '5:30 warning reserved-port'];
/** The same without the hint, as a check lists them unless --hints asks for hints. */
export const BAD_MD_SHOWN = BAD_MD_PROBLEMS.filter((p) => !p.includes(' hint '));

export function makeProject(extra: Record<string, string | Buffer> = {}): string {
  return makeTree({
    'docs/bad.md': BAD_MD,
    'docs/good.md': 'Clean: http://www.example.org/a/b.html and <URL:ftp://ftp.example.org/pub/>.\n',
    '.gitignore': 'build/\n*.log\n',
    'build/out.txt': 'http://a.example/%zz\n',
    'debug.log': 'http://a.example/%zz\n',
    'node_modules/pkg/README.md': 'http://a.example/%zz\n',
    '.git/HEAD': 'ref: refs/heads/main\nhttp://a.example/%zz\n',
    'logo.bin': Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n\0\0\0'), Buffer.from('http://a.example/%zz\n')]),
    ...extra,
  });
}
