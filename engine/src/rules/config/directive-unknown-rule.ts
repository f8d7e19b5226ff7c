import { defineRule } from '../define-rule';

/**
 * Not a URL rule: RFC 1738 says nothing about urlsmith's own directives. A code in `urlsmith-disable tilda` that names
 * no rule silences nothing, and without a report the user would believe the problem silenced by a typo. Reported
 * by the directive reader when the configuration is applied (config/apply.ts), never by a URL check: its scope
 * `document` is one the lint runner never calls.
 */
export const directiveUnknownRule = defineRule({
  code: 'directive-unknown-rule',
  severity: 'warning',
  section: 'none',
  description: 'An in-document directive names a rule code that does not exist, so it silences nothing.',
  details:
    'Directives (`urlsmith-disable`, `urlsmith-disable-next-line`, `urlsmith-enable`) are read from comments of the ' +
    "document's type; in plain text, from a line of their own (see [cli.md](cli.md#in-document-directives)). Each " +
    'listed code must be one of the codes on this page; the list ends at `--`, after which a reason may follow.',
  fixable: false,
  examples: {
    invalid: [{ text: 'urlsmith-disable-next-line unsafe-charater\nhttp://a.example/a^b', codes: ['directive-unknown-rule', 'unsafe-character'] }],
    valid: [{ text: 'urlsmith-disable-next-line unsafe-character -- a reason\nhttp://a.example/a%5Eb' }],
  },
  scope: 'document',
  check() {},
});
