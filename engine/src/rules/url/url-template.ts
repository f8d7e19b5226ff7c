import { defineRule } from '../define-rule';

/**
 * RFC 1738 appendix: "there are many occasions when URLs are included in other kinds of text". In code and docs
 * many are templates (`https://api.example/items/{item_id}`, `"http://%s:%d/path"`, `ftp://[[user][:pass]@]host/`,
 * `http://localhost:PORT/`, `https://ISSUER_URL`) or patterns (`http://.*gnome.org`, `https://*.example.com/`): their
 * placeholders are not broken characters, and encoding them breaks the template (template/placeholders.ts lists
 * the forms).
 * The other rules stay quiet inside placeholders (the lint step drops what overlaps one, and any fix that would
 * edit one); this hint says why, once per URL, on its first placeholder (a pattern: the whole URL). No fix.
 */
export const urlTemplate = defineRule({
  code: 'url-template',
  severity: 'hint',
  section: 'Appendix',
  description: 'This URL holds placeholders filled in later; they are not checked.',
  details: `URLs in code and documentation are often templates: \`{name}\`, \`{{name}}\`, \`\${name}\`, \`$NAME\`, \`%s\`, \`%02d\`,
\`%(name)s\`, \`<name>\`, \`[name]\` in the path, \`...\` and \`…\` mark text that a program or a person fills in. No other
rule reports anything inside a placeholder, and no fix edits one (encoding \`{id}\` as \`%7Bid%7D\` would break the
template); problems elsewhere in the URL are still reported. A URL that looks like a regular expression (\`.*\`, \`.+\`,
\`\\d+\`, \`\\.\`, \`(?:\`, \`[^\`, a group as the host) is a pattern: nothing in it is reported but this hint. A percent sign
followed by two hex digits stays an escape (\`%2F\`, \`%dF\`), except a control character's escape that a printf width
continues (\`%02d\`, \`%10s\`).

Placeholders also include:

- Square brackets outside the query: an optional part, nested or not, that opens with \`[\` or a delimiter
  (\`ftp://[[user][:pass]@]host[:port]/\`, \`https://{tenant}.ciamlogin.com[/{tenant}[.onmicrosoft.com][/v2.0]]\`), and
  curl's ranges (\`file[1-100].txt\`, \`file[001-100].txt\`, \`file[a-z:2].txt\`). An IPv6 literal host (\`http://[::1]/\`,
  see \`host-ip-literal\`) is not a placeholder, and neither are brackets in a query (\`?filter[name]=x\`, \`a[]=1\`),
  \`[0]\` or \`[]\`: those stay unsafe characters.
- A port that is a word, letters and \`_\` with no digit: \`https://host:port\`, \`http://localhost:PORT/\` (so
  \`http://example.org:foo\` too). A port with a digit in it (\`:8o\`) is still \`port-invalid\`.
- A host label that is an upper-case identifier with \`_\`: \`https://ISSUER_URL\`, \`http://API_HOST:8080/\`. An
  upper-case host without \`_\` (\`HTTP://EXAMPLE.COM/\`) is a host.
- A run of \`*\` in the authority: a wildcard (\`https://*.example.com/\`), or Markdown bold markers left in a host
  (\`https://**vssps**.dev.azure.com/\`).
- git's pretty-format placeholders \`%H\`, \`%h\`, \`%T\`, \`%t\`, \`%P\`, \`%p\`, \`%an\`, \`%aN\`, \`%cn\`, \`%cN\`, where one ends
  the URL or comes before \`/\`, \`?\`, \`#\` or \`)\` (\`https://github.com/o/r/commit/%H\`). Before a letter or digit the
  \`%\` stays a stray one (\`50%H2O\` is reported), and \`%ad\` or \`%ce\` are escapes.`,
  severityNote: 'once per URL, on its first placeholder; on the whole URL for a pattern',
  fixable: false,
  examples: {
    invalid: [
      { url: 'https://api.example/items/{item_id}' },
      { url: 'http://%s:%d/path' },
      { text: "git grep -l 'http://.*gnome.org'" },
      { url: 'ftp://[[user][:pass]@]host[:port]/' },
      { text: 'curl "http://example.com/file[1-100].txt"' },
      { url: 'http://localhost:PORT/' },
      { url: 'https://*.example.com/' },
    ],
  },
  scope: 'url',
  check(ctx, report) {
    const { spans, pattern } = ctx.placeholders;
    const first = spans[0];
    if (first === undefined) return;
    const text = ctx.url.slice(first.start, first.end);
    report(
      first.start,
      first.end,
      pattern ? 'This looks like a pattern (a regular expression), not a URL: it is not checked.' : `${JSON.stringify(text)} is a placeholder filled in later: placeholders are not checked.`,
    );
  },
});
