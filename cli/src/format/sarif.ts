import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ruleByCode, type Severity, t } from '../../../engine/src';
import { version } from '../help';
import type { ReportContext, Reporter } from './reporter';
import type { Output } from '../output';

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', information: 'note', hint: 'note' };

/**
 * SARIF 2.1.0, as GitHub code scanning reads it: one run, results with 1-based regions in UTF-16 columns, artifact
 * URIs relative to the working folder (%SRCROOT%), and the rules that occurred, each with its description and help.
 * Results are written as files finish; the rule table (indexed by the results) goes last.
 */
export function sarif(out: Output, { preset }: ReportContext, cwd = process.cwd()): Reporter {
  const ruleIndex = new Map<string, number>();
  let first = true;
  out.write('{"$schema":"https://json.schemastore.org/sarif-2.1.0.json","version":"2.1.0","runs":[{"columnKind":"utf16CodeUnits",');
  out.write(`"originalUriBaseIds":{"%SRCROOT%":{"uri":${JSON.stringify(pathToFileURL(cwd + path.sep).href)}}},"results":[`);
  return {
    beginFile() {},
    endFile() {},
    problems(file, problems) {
      const artifactLocation = artifact(file);
      for (const p of problems) {
        let index = ruleIndex.get(p.code);
        if (index === undefined) ruleIndex.set(p.code, (index = ruleIndex.size));
        const result = {
          ruleId: p.code,
          ruleIndex: index,
          level: LEVEL[p.severity],
          message: { text: p.message },
          locations: [
            {
              physicalLocation: {
                artifactLocation,
                region: {
                  startLine: p.range.start.line + 1,
                  startColumn: p.range.start.character + 1,
                  endLine: p.range.end.line + 1,
                  endColumn: p.range.end.character + 1,
                },
              },
            },
          ],
        };
        out.write(`${first ? '\n' : ',\n'}${JSON.stringify(result)}`);
        first = false;
      }
    },
    end() {
      const rules = [...ruleIndex.keys()].map((code) => {
        const rule = ruleByCode(code);
        if (!rule) return { id: code, shortDescription: { text: code } };
        // Descriptions and help are text for a person, in the run's language like the results' messages.
        const description = t(rule.description);
        return {
          id: code,
          shortDescription: { text: description },
          // The help is text, not a link: the rule reference ships with urlsmith, and no web page of it exists.
          help: { text: sarifHelp(description, rule.section, code) },
          defaultConfiguration: { level: LEVEL[rule.severities[preset]] },
          properties: { 'rfc1738-section': rule.section },
        };
      });
      const driver = { name: 'urlsmith', version: version(), informationUri: 'https://www.rfc-editor.org/rfc/rfc1738', rules };
      out.write(`\n],"tool":{"driver":${JSON.stringify(driver)}}}]}\n`);
    },
  };
}

/** A relative path becomes a relative URI (each segment percent-encoded); anything else a file: URI. */
function artifact(file: string): { uri: string; uriBaseId?: string } {
  if (path.isAbsolute(file)) return { uri: pathToFileURL(file).href };
  return { uri: file.split(path.sep).map(encodeURIComponent).join('/'), uriBaseId: '%SRCROOT%' };
}

/** A rule's help text: its description, where RFC 1738 says it (a section, the appendix, or nowhere), its entry. */
function sarifHelp(description: string, section: string, code: string): string {
  if (section === 'none') return t("{description} (rule `{code}` in urlsmith's docs/rules.md)", { description, code });
  if (section === 'Appendix') return t("{description} (RFC 1738 appendix; rule `{code}` in urlsmith's docs/rules.md)", { description, code });
  return t("{description} (RFC 1738 section {section}; rule `{code}` in urlsmith's docs/rules.md)", { description, section, code });
}
