import { type ApplyState, applyConfigToChunk, initialApplyState } from './config/apply';
import type { UrlsmithConfig } from './config/config';
import type { DocumentType } from './document/document-type';
import { readDocument } from './document/reading';
import { lintText, lintUrl, scriptOptions } from './lint';
import type { Diagnostic, LintedUrl } from './types';

export interface CheckOptions {
  /** How the text is read (see document/document-type.ts). */
  documentType: DocumentType;
  /** The user's configuration: preset, extra schemes, severities, ignore patterns, maxProblems. */
  config: UrlsmithConfig;
  /**
   * For a document checked in successive pieces (the CLI streams large files): the state one piece hands to the
   * next (directives still in force, the problem budget left). Start it with initialApplyState(config) and pass the
   * same object for every piece. Without it the text is a whole document.
   */
  state?: ApplyState;
  /**
   * The whole text is one URL given on its own, not a document to search (`urlsmith explain`): no locator runs, and
   * URL offsets are text offsets. `documentType` does not apply then.
   */
  oneUrl?: boolean;
}

/** What a host shows for a document: the URLs found, and the diagnostics its configuration lets through. */
export interface CheckedDocument {
  /** Every URL found, in document order, with all its diagnostics before configuration. */
  urls: LintedUrl[];
  /** The diagnostics to show: severities as configured, 'off' rules, ignored URLs and directives dropped, at most maxProblems; sorted by offset. */
  visible: Diagnostic[];
}

/**
 * The engine's one configured entry point: finds, parses and checks every URL of a text read as its document type,
 * then applies the configuration. The editor, `urlsmith` check and `urlsmith explain` all go through here, so the same
 * text and configuration give the same problems everywhere. The document is read once (its DocumentReading): the
 * finder's views and the directives' comments come from the same pass of its reader.
 */
export function checkDocument(text: string, given: CheckOptions): CheckedDocument {
  const options = scriptOptions(text, given);
  const { config } = options;
  const lintOptions = { extraSchemes: config.extraSchemes, preset: config.preset, documentType: options.documentType, checkCode: config.checkCode };
  const reading = readDocument(options.oneUrl ? 'plaintext' : options.documentType, text);
  const result = options.oneUrl ? oneUrlResult(lintUrl(text, lintOptions)) : lintText(text, lintOptions, reading);
  const visible = applyConfigToChunk(text, result, config, options.state ?? initialApplyState(config), reading.type, reading);
  return { urls: result.urls, visible };
}

function oneUrlResult(url: LintedUrl) {
  return { urls: [url], diagnostics: url.diagnostics };
}
