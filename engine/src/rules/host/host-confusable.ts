import { t } from '../../l10n';
import { mixedScriptLabels } from '../../unicode/mixed-script';
import { defineRule } from '../define-rule';

/**
 * RFC 1738 section 6, "Security Considerations": "Users should beware that there is no general guarantee that a URL
 * which at one time points to a given object continues to do so". A host that reads as another name points a reader
 * elsewhere than they think from the start: IDNA's own security considerations (RFC 3490 section 10) name
 * such look-alikes. UTS #39 (Unicode Security Mechanisms) section 5.1's mixed-script test finds
 * those made by mixing scripts in one label (`pаypal.com` with a Cyrillic "а"; "ｅ" is mapped to "e" first, as
 * UTS #46 maps it): a warning, and no fix, since only the writer knows which name was meant (host-non-ascii offers
 * no conversion for such a host).
 */
export const hostConfusable = defineRule({
  code: 'host-confusable',
  severity: 'warning',
  section: '6',
  description: 'A host label mixes scripts, so it may be a look-alike of another name.',
  fixable: false,
  examples: {
    invalid: [{ url: 'http://pаypal.com/', codes: ['host-confusable', 'host-non-ascii'] }],
    valid: [{ url: 'http://xn--bcher-kva.example/' }],
  },
  scope: 'host',
  check(ctx, report) {
    const host = ctx.host;
    if (!host.nonAscii) return;
    for (const label of mixedScriptLabels(host.part.raw)) {
      report(host.part.start + label.start, host.part.start + label.end, t('This host label mixes scripts: it may be a look-alike of another name.'), {
        production: ctx.productionAt(host.part.start + label.start),
      });
    }
  },
});
