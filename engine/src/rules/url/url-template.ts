import { meta } from '../meta';
import type { Rule } from '../rule';

/**
 * RFC 1738 appendix: "there are many occasions when URLs are included in other kinds of text". In code and docs
 * many are templates (`https://api.example/items/{item_id}`, `"http://%s:%d/path"`, `ftp://[[user][:pass]@]host/`,
 * `http://localhost:PORT/`, `https://ISSUER_URL`) or patterns (`http://.*gnome.org`, `https://*.example.com/`): their
 * placeholders are not broken characters, and encoding them breaks the template (template/placeholders.ts lists
 * the forms).
 * The other rules stay quiet inside placeholders (the lint step drops what overlaps one, and any fix that would
 * edit one); this hint says why, once per URL, on its first placeholder (a pattern: the whole URL). No fix.
 */
export const urlTemplate: Rule = {
  meta: meta('url-template', 'hint', 'Appendix', 'This URL holds placeholders filled in later; they are not checked.'),
  scope: 'url',
  check(ctx) {
    const { spans, pattern } = ctx.placeholders;
    if (spans.length === 0) return;
    const first = spans[0];
    const text = ctx.url.slice(first.start, first.end);
    ctx.report(
      this.meta.code,
      first.start,
      first.end,
      pattern ? 'This looks like a pattern (a regular expression), not a URL: it is not checked.' : `${JSON.stringify(text)} is a placeholder filled in later: placeholders are not checked.`,
    );
  },
};

