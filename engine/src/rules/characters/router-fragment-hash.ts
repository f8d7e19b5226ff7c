import { encodeFixes } from '../../fix/encode';
import { t } from '../../l10n';
import { defineRule } from '../define-rule';

/**
 * RFC 1738 2.2: "#" is unsafe (it delimits the fragment), and "All unsafe characters must always be encoded within a
 * URL". In a fragment that is a hash router's path (`#/...`, `#!/...`, or `#docs/page` up to the next "#": see
 * scan/notable.ts), a later "#" is the router's own anchor:
 * `https://matrix.to/#/#room:example.org` names a room, `https://docs.example/#/guide#install` a heading of a page.
 * Browsers keep it (WHATWG URL leaves "#" unencoded in a fragment) and the router reads it, so encoding it as %23
 * would change what the router gets. By default it is a hint with no fix; the strict preset reports it as RFC 1738
 * does, an error whose fix (%23) is offered but never applied by fix-all.
 */
export const routerFragmentHash = defineRule({
  code: 'router-fragment-hash',
  severity: { default: 'hint', strict: 'error', follows: 'WHATWG URL (a fragment may hold "#")' },
  section: '2.2',
  description: 'A second "#" in a hash router\'s fragment (#/ or #!/) is unsafe in RFC 1738.',
  details: `A fragment that starts with \`#/\` or \`#!/\`, or holds a \`/\` before its next \`#\` (\`#docs/async#anchor\`,
docsify-style sites), is a path that a client-side router reads
(\`https://matrix.to/#/#room:example.org\`, \`https://docs.example/#/guide#install\`); a later \`#\` is its anchor, which
browsers keep and the router needs. By default it is a hint and nothing rewrites it; in the strict preset it is an
error with a fix to \`%23\` that fix-all does not apply. A second \`#\` in any other fragment is an \`unsafe-character\`.`,
  fixable: { presets: 'strict', fixAll: false, note: 'the router reads "%23" as text, not as its anchor' },
  examples: {
    invalid: [{ url: 'https://docs.example/#/guide#install' }],
    valid: [{ url: 'https://docs.example/guide#install' }],
  },
  scope: 'characters',
  check(ctx, report) {
    const strict = ctx.preset === 'strict';
    for (const n of ctx.notable) {
      if (n.kind !== 'router-hash') continue;
      const fixes = strict ? encodeFixes(ctx, n.start, n.end).map((f) => ({ ...f, safe: false })) : [];
      report(n.start, n.end, t('"#" in a hash router\'s fragment is its anchor; RFC 1738 makes it unsafe.'), { fixes, production: ctx.productionAt(n.start) });
    }
  },
});
