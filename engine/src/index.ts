/**
 * urlsmith's engine: find, parse, check and fix URLs in text, following RFC 1738.
 * Pure TypeScript: no I/O, no editor or LSP types. Hosts (server/, cli/) turn offsets into positions.
 */
export * from './types';
export type { UrlsmithConfig, ConfigError } from './config/config';
export { defaultConfig } from './config/config';
export { nearest, nearestRuleCode } from './config/nearest';
export { parseConfig, checkRuleSetting } from './config/parse';
export { applyConfig, applyConfigToChunk, applyConfigToProblems, ignoredBy, initialApplyState, type ApplyState } from './config/apply';
export { parseJsonLocated, tokenEnd, type JsonNode, type JsonMember, type JsonSyntaxError } from './config/json';
export { findLocators } from './find/find';
/** The finder's character table and scheme lists, for the TextMate grammar generator (syntaxes/) to derive its classes from. */
export * as finderChars from './find/chars';
export { INTERNET_SCHEMES, OPAQUE_SCHEMES } from './find/schemes';
export { readingOf } from './find/reading';
export { BLANK_LINE_REACH } from './find/wrapper';
export { afterHyphenBreak, wrapperMayCross, type SearchableText } from './find/cut';
export { findInDocument } from './document/find-document';
export { readDocument, DocumentReading } from './document/reading';
export { type DocumentType, DOCUMENT_TYPES } from './document/document-type';
export { viewsOf } from './document/read';
export type { TextView, UrlContext } from './document/view';
/** Where a view's text starts and ends in its document: for a host that maps views back (a reader's tools). */
export { viewEnd, viewStart } from './document/comments';
export { documentTypeOf, documentTypeOfEditorDocument, documentTypeOfFileName, documentTypeOfLanguageId, documentTypeOfText } from './document/file-types';
export { parseUrl } from './parse/parse';
export { pathSegments } from './parse/parts';
export { lintText, lintUrl, lintLocator } from './lint';
export { checkDocument, type CheckOptions, type CheckedDocument } from './check';
export { RULES, RULE_CODES, ruleByCode, isRuleCode, type RuleMeta, type RuleCode } from './rules/registry';
export { isSchemeChar } from './grammar/scheme-name';
export { isAlpha } from './grammar/chars';
export { PRODUCTIONS, productionInfo, type Production, type ProductionInfo } from './grammar/productions';
export { fixAllEdits, applyEdits } from './fix/fix-all';
export { percentEncode, percentEncodeKeepingEscapes, percentDecode } from './encoding/percent';
export { hostToAscii } from './encoding/punycode';
export { isInvisible, showInvisible } from './unicode/invisible';
export { MASK, explainUrl, explainLinted, type Explanation, type ExplainedPart } from './explain';
export { partLabel } from './part-labels';
export { t, list, fill, argumentNames, useCatalogue, type Catalogue, type MessageArgs } from './l10n';
