// rule-docs.ts in the web worker (scripts/esbuild.js takes a `.browser.ts` twin in the browser bundles): there is no
// docs/rules.md file beside the server to link to, so diagnostics and hovers carry no rule link rather than a dead one.
export function ruleDocsHref(_code: string): string | undefined {
  return undefined;
}
