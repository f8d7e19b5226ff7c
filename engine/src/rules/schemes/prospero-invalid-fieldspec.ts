import { meta } from '../meta';
import type { Rule } from '../rule';

/**
 * RFC 1738 3.11: "each field/value pair is separated from each other and from the rest of the URL by a ";"
 * (semicolon). The name of the field and its value are separated by a "=" (equal sign)."
 * Section 5: fieldspec = ";" fieldname "=" fieldvalue, where neither contains "=".
 */
export const prosperoInvalidFieldspec: Rule = {
  meta: meta('prospero-invalid-fieldspec', 'error', '3.11', 'Prospero fields are ";name=value".'),
  scope: 'prospero',
  check(ctx) {
    if (ctx.parsed.grammar !== 'prospero') return;
    for (const part of ctx.parsed.parts) {
      if (part.name !== 'fieldspec') continue;
      const eq = part.raw.indexOf('=');
      if (eq > 0 && part.raw.indexOf('=', eq + 1) < 0) continue;
      ctx.report(this.meta.code, part.start - 1, part.end, `";${part.raw}" is not a ";name=value" field.`);
    }
  },
};
