import type { DocumentType } from '../document/document-type';
import type { Preset, SeveritySetting } from '../types';

/**
 * The `.urlsmithrc.json` format, shared by the CLI and the language server so the editor and CI agree.
 *
 * {
 *   "extends": "strict",                                 // preset: "default" (RFC 1738 where RFC 3986 agrees, what
 *                                                        // was legalised since a hint) or "strict" (RFC 1738 as written)
 *   "rules": { "tilde": "off", "password": "error" },   // per-code severity: off|hint|information|warning|error,
 *                                                        // over the preset's
 *   "extraSchemes": ["git", "ssh"],                      // more schemes to detect as bare URLs
 *   "ignore": ["example.com", "*.internal", "http://localhost/"], // hosts (with * wildcard) or URL prefixes never flagged
 *   "files": { "include": ["**\/*.md"], "exclude": ["vendor/**"] }, // globs, relative to the config file
 *   "documentTypes": { "*.mdx": "markdown", "*.page": "html" }, // glob on the file name -> how to read it
 *   "maxProblems": 1000,                                 // per file
 *   "checkCode": true                                    // URLs in Markdown code and HTML <code>/<pre> checked fully
 *                                                        // (default false: examples, at most hints, never fixed)
 * }
 */
export interface UrlsmithConfig {
  /** From "extends"; `default` when absent. */
  preset: Preset;
  rules: Record<string, SeveritySetting>;
  extraSchemes: string[];
  ignore: string[];
  files: { include: string[]; exclude: string[] };
  /** Glob on the file name -> document type (one of DOCUMENT_TYPES), over the type the extension implies. */
  documentTypes: Record<string, DocumentType>;
  maxProblems?: number;
  /** From "checkCode": check URLs in a document's code as fully as any (default false: examples, hints, no fix). */
  checkCode?: boolean;
}

/**
 * A problem in a config file, located by 1-based line and column. The end (exclusive, same counting) closes the
 * token at fault, so an editor can underline the whole key or value rather than one character.
 */
export interface ConfigError {
  message: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  /** For an unknown rule code in `rules`: the code as written, so an editor can suggest the nearest known one. */
  unknownRule?: string;
}

export function defaultConfig(): UrlsmithConfig {
  return { preset: 'default', rules: {}, extraSchemes: [], ignore: [], files: { include: [], exclude: [] }, documentTypes: {} };
}
