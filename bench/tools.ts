/**
 * What is measured. Throughput tools make one pass over every document and return how many URLs they found;
 * per-URL tools check every URL of a list and return how many they accept. Set-up (model building, bundling)
 * happens in `prepare`, outside the timed pass.
 */
import { type DocumentType, documentTypeOfFileName, lintText, lintUrl } from '../engine/src/index';
import { loadLinkComputer, toLineModel } from './peers/link-computer';
import { linkifyCounter } from './peers/linkify';

export interface Tool {
  name: string;
  /** What one pass does, for the table. */
  work: string;
  prepare(inputs: readonly string[]): () => number;
}

export const ENGINE = 'urlsmith';

export const THROUGHPUT_TOOLS: Tool[] = [
  {
    name: ENGINE,
    work: 'lintText(doc): find + parse + check',
    prepare: (docs) => () => {
      let urls = 0;
      for (const doc of docs) urls += lintText(doc).urls.length;
      return urls;
    },
  },
  {
    name: 'LinkComputer',
    work: 'VS Code LinkComputer.computeLinks(lines)',
    prepare: (docs) => {
      const { computeLinks } = loadLinkComputer();
      const models = docs.map(toLineModel);
      return () => {
        let urls = 0;
        for (const model of models) urls += computeLinks(model).length;
        return urls;
      };
    },
  },
  {
    name: 'linkify-it',
    work: 'linkify-it match(doc)',
    prepare: (docs) => {
      const count = linkifyCounter();
      return () => {
        let urls = 0;
        for (const doc of docs) urls += count(doc);
        return urls;
      };
    },
  },
];

/**
 * The engine reading each document as its type (man pages as roff, the rest as plain text), as the CLI and the
 * editor do: what document-aware finding costs next to the plain-text row.
 */
export function typedEngine(sources: readonly string[]): Tool {
  const types: DocumentType[] = sources.map((s) => documentTypeOfFileName(s.replace(/\.gz$/, '')));
  return {
    name: `${ENGINE} (by type)`,
    work: 'lintText(doc, { documentType }): the same, each document read as its type',
    prepare: (docs) => () => {
      let urls = 0;
      for (let i = 0; i < docs.length; i++) urls += lintText(docs[i]!, { documentType: types[i] }).urls.length;
      return urls;
    },
  };
}

/** The engine's list of URLs is the input; "accepted" means no error-severity diagnostic / no exception. */
export const PER_URL_TOOLS: Tool[] = [
  {
    name: ENGINE,
    work: 'lintUrl(url): parse + check',
    prepare: (urls) => () => {
      let valid = 0;
      for (const url of urls) if (!lintUrl(url).diagnostics.some((d) => d.severity === 'error')) valid++;
      return valid;
    },
  },
  {
    name: 'new URL',
    work: "Node's WHATWG URL parser (in try/catch)",
    prepare: (urls) => () => {
      let valid = 0;
      for (const url of urls) {
        try {
          new URL(url);
          valid++;
        } catch {
          // Rejected: counted by not counting it.
        }
      }
      return valid;
    },
  },
];

/** The URLs the engine finds in the documents: the shared input of the per-URL comparison. */
export function engineUrls(docs: readonly string[]): string[] {
  const urls: string[] = [];
  for (const doc of docs) for (const linted of lintText(doc).urls) urls.push(linted.locator.url);
  return urls;
}
