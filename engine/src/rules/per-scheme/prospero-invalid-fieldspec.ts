import { t } from '../../l10n';
import { fieldnameOrValue, fieldspec } from '../../schemes/prospero';
import { defineRule } from '../define-rule';

/**
 * RFC 1738 3.11: "each field/value pair is separated from each other and from the rest of the URL by a ";"
 * (semicolon). The name of the field and its value are separated by a "=" (equal sign)." Section 5
 * (schemes/prospero.ts): fieldspec = ";" fieldname "=" fieldvalue, where fieldname and fieldvalue are
 * *[ uchar | "?" | ":" | "@" | "&" ]: either may be empty, neither holds "=" or "/".
 */
export const prosperoInvalidFieldspec = defineRule({
  code: 'prospero-invalid-fieldspec',
  severity: 'error',
  section: '3.11',
  description: 'Prospero fields are ";name=value".',
  details: `Section 5 of RFC 1738 gives \`fieldspec = ";" fieldname "=" fieldvalue\`, where \`fieldname\` and \`fieldvalue\` are
\`*[ uchar | "?" | ":" | "@" | "&" ]\`: either may be empty, neither holds a second "=" or a "/".`,
  fixable: false,
  examples: {
    invalid: [{ url: 'prospero://a.example/x;bad' }],
    valid: [{ url: 'prospero://a.example/x;name=value' }],
  },
  scope: 'prospero',
  check(ctx, report) {
    for (const part of ctx.parsed.parts) {
      if (part.name !== 'fieldspec') continue;
      const eq = fieldspec(ctx.url, part);
      if (eq < 0) {
        report(part.start - 1, part.end, t('";{field}" is not a ";name=value" field.', { field: part.raw }), { production: 'fieldspec' });
        continue;
      }
      for (const [start, end, name] of [[part.start, eq, 'fieldname'], [eq + 1, part.end, 'fieldvalue']] as const) {
        for (const i of fieldnameOrValue(ctx.url, start, end) ?? []) {
          const character = ctx.url[i]!;
          const message =
            name === 'fieldname'
              ? t('"{character}" must be encoded in a prospero field name.', { character })
              : t('"{character}" must be encoded in a prospero field value.', { character });
          report(i, i + 1, message, { production: name });
        }
      }
    }
  },
});
