import { t } from '../../l10n';
import { placeholderTable } from '../../placeholder';
import { defineRule } from '../define-rule';

/**
 * RFC 1738 appendix: "there are many occasions when URLs are included in other kinds of text". In code and docs
 * many are templates (`https://api.example/items/{item_id}`, `"http://%s:%d/path"`, `ftp://[[user][:pass]@]host/`,
 * `http://localhost:PORT/`, `https://ISSUER_URL`) or patterns (`http://.*gnome.org`, `https://*.example.com/`): their
 * placeholders are not broken characters, and encoding them breaks the template (placeholder/table.ts lists
 * the forms, one row each; the documentation below shows the table).
 * The other rules stay quiet inside placeholders and about the host labels they touch (the lint step drops what
 * overlaps them, and any fix that would edit one); this hint says why, once per URL, on its first placeholder (a
 * pattern: the part that holds its first sign and what follows). No fix.
 */
export const urlTemplate = defineRule({
  code: 'url-template',
  severity: 'hint',
  section: 'Appendix',
  description: 'This URL holds placeholders filled in later; they are not checked.',
  details: `URLs in code and documentation are often templates: \`{name}\`, \`{{name}}\`, \`\${name}\`, \`$NAME\`, \`%s\`, \`%02d\`,
\`%(name)s\`, \`<name>\`, \`[name]\` as a whole segment, \`...\` and \`…\` mark text that a program or a person fills in.
A few are conventions some programs read in place of RFC 1738's syntax (a Unix socket's path where the port goes,
\`http://unix:/var/run/docker.sock:/containers/json\`): the hint names the convention.

A placeholder hides only itself and the part it stands for. No rule reports anything inside a placeholder, and no
fix edits one (encoding \`{id}\` as \`%7Bid%7D\` would break the template). In the host, the host rules also leave
alone the labels a placeholder touches (\`pw-\${id}--x.example\`: the label is known only once filled in); a port
word is the whole port. Everything else is reported as in any URL: \`http://{host}..example.com/\` has an empty
label, \`http://{host}/a|b\` an unsafe \`|\`, \`http://\${host}:99999/\` a port out of range.

A URL is a pattern (a regular expression) only on evidence no real URL carries: \`.*\`, \`\\.\` before a label,
\`\\d+\` and its kin with a quantifier, a backslash before a regex metacharacter (\`\\?\`, \`\\(\`), \`(?:\`, \`[^\`, a
bracket class with a quantifier (\`[a-z]+\`), a group or \`.+\` as the host. RFC 1738's safe and extra characters
(\`$-_.+!*'(),\`) are never evidence (\`gopher://www.example..com/0$_.+!*'(),\` has an empty host label), and a
backslash before a letter is a Windows separator, reported as an unsafe character (\`manuals\\copyright\`). A pattern
hides the part that holds its first sign (authority, path, query or fragment) and what follows, because a regular
expression acts backwards from its signs (\`(www\\.)?\`, \`a|b\\d+\`); the parts before it are checked
(\`HTTP://.*gnome.org\` still has an upper-case scheme).

A percent sign followed by two hex digits stays an escape (\`%2F\`, \`%dF\`), except a control character's escape that
a printf width continues (\`%02d\`, \`%10s\`).

The syntaxes, in the order they are tried at a character (the first that matches wins):

${placeholderTable()}`,
  severityNote: 'once per URL, on its first placeholder; for a pattern, on the part that holds its first sign and what follows',
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
      { url: 'http://unix:/var/run/docker.sock:/containers/json' },
    ],
  },
  scope: 'url',
  check(ctx, report) {
    // A pattern's hint goes on the pattern's own span, its last (placeholders before it are literal text's holes).
    const first = ctx.placeholders.shown();
    if (first === undefined) return;
    const pattern = ctx.placeholders.pattern;
    const text = ctx.url.slice(first.start, first.end);
    const port = ctx.part('port');
    // A "port" with an "@" after it may be a password cut short by a "/", "?" or "#" in it (`http://u:Secr?et@h/`):
    // never quoted (RFC 1738 section 6: passwords are secret).
    const mayBePassword = port !== undefined && first.start < port.end && first.end > port.start && ctx.url.includes('@', port.end);
    const convention = !pattern && ctx.placeholders.rows[0]?.convention === true;
    report(
      first.start,
      first.end,
      pattern
        ? t('This looks like a pattern (a regular expression), not a URL: it is not checked.')
        : convention
          ? t('{placeholder} follows a convention some programs read ({kind}), not RFC 1738 syntax: it is not checked.', { placeholder: t('"{text}"', { text }), kind: ctx.placeholders.rows[0]!.kind })
          : mayBePassword
          ? t('The port is a placeholder filled in later: placeholders are not checked.')
          : t('{placeholder} is a placeholder filled in later: placeholders are not checked.', { placeholder: t('"{text}"', { text }) }),
    );
  },
});
