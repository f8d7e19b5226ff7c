/** Every rule, in the order of docs/rules.md: characters (2.2), scheme (2.1), login and host (3.1), schemes (3.x), security (6), context (appendix), then the directives' own (no section). */
import { controlCharacter } from './characters/control-character';
import { doubleEncoded } from './characters/double-encoded';
import { invalidPercentEscape } from './characters/invalid-percent-escape';
import { legacyEncoding } from './characters/legacy-encoding';
import { nonAsciiCharacter } from './characters/non-ascii-character';
import { invisibleCharacter } from './characters/invisible-character';
import { routerFragmentHash } from './characters/router-fragment-hash';
import { tilde } from './characters/tilde';
import { unsafeCharacter } from './characters/unsafe-character';
import { hostEmptyLabel } from './host/host-empty-label';
import { hostInvalidCharacter } from './host/host-invalid-character';
import { hostInvalidIpLiteral } from './host/host-invalid-ip-literal';
import { hostInvalidNumber } from './host/host-invalid-number';
import { hostIpLiteral } from './host/host-ip-literal';
import { hostLabelHyphen } from './host/host-label-hyphen';
import { hostLabelTooLong } from './host/host-label-too-long';
import { hostMissing } from './host/host-missing';
import { hostNameTooLong } from './host/host-name-too-long';
import { hostNonAscii } from './host/host-non-ascii';
import { hostConfusable } from './host/host-confusable';
import { hostTopLabelDigit } from './host/host-top-label-digit';
import { defaultPort } from './port/default-port';
import { portEmpty } from './port/port-empty';
import { portInvalid } from './port/port-invalid';
import { portOutOfRange } from './port/port-out-of-range';
import { invalidScheme } from './scheme/invalid-scheme';
import { missingAuthority } from './scheme/missing-authority';
import { schemeCase } from './scheme/scheme-case';
import { schemeTypo } from './scheme/scheme-typo';
import { fileInvalidHost } from './per-scheme/file-invalid-host';
import { fileInvalidPath } from './per-scheme/file-invalid-path';
import { fileLocalPath } from './per-scheme/file-local-path';
import { ftpInvalidPath } from './per-scheme/ftp-invalid-path';
import { ftpInvalidTypecode } from './per-scheme/ftp-invalid-typecode';
import { httpInvalidPath } from './per-scheme/http-invalid-path';
import { httpSearchCharacter } from './per-scheme/http-search-character';
import { mailtoInvalidAddress } from './per-scheme/mailto-invalid-address';
import { mailtoUnencodedPercent } from './per-scheme/mailto-unencoded-percent';
import { newsInvalid } from './per-scheme/news-invalid';
import { nntpInvalid } from './per-scheme/nntp-invalid';
import { prosperoInvalidFieldspec } from './per-scheme/prospero-invalid-fieldspec';
import { prosperoInvalidPath } from './per-scheme/prospero-invalid-path';
import { telnetInvalidPath } from './per-scheme/telnet-invalid-path';
import { waisInvalidPath } from './per-scheme/wais-invalid-path';
import { encodedCrlf } from './security/encoded-crlf';
import { password } from './security/password';
import { querySecret } from './security/query-secret';
import { queryUrlUnencoded } from './query/query-url-unencoded';
import { reservedPort } from './security/reserved-port';
import { userinfoNotAllowed } from './userinfo/userinfo-not-allowed';
import { userinfoUnencodedDelimiter } from './userinfo/userinfo-unencoded-delimiter';
import { urlTemplate } from './url/url-template';
import { hyphenLineBreak } from './wrapper/hyphen-line-break';
import { wrapperWhitespace } from './wrapper/wrapper-whitespace';
import { directiveUnknownRule } from './config/directive-unknown-rule';
import { markdownLinkSpace } from './document/markdown-link-space';

/** `as const`: the type RuleCode (registry.ts) is the union of these rules' codes. */
export const ALL_RULES = [
  unsafeCharacter,
  controlCharacter,
  nonAsciiCharacter,
  invisibleCharacter,
  invalidPercentEscape,
  tilde,
  routerFragmentHash,
  doubleEncoded,
  legacyEncoding,
  invalidScheme,
  schemeCase,
  missingAuthority,
  schemeTypo,
  userinfoNotAllowed,
  userinfoUnencodedDelimiter,
  hostMissing,
  hostEmptyLabel,
  hostLabelHyphen,
  hostInvalidCharacter,
  hostNonAscii,
  hostTopLabelDigit,
  hostLabelTooLong,
  hostNameTooLong,
  hostInvalidNumber,
  hostIpLiteral,
  hostInvalidIpLiteral,
  portInvalid,
  portOutOfRange,
  portEmpty,
  defaultPort,
  ftpInvalidPath,
  ftpInvalidTypecode,
  httpInvalidPath,
  httpSearchCharacter,
  queryUrlUnencoded,
  mailtoInvalidAddress,
  mailtoUnencodedPercent,
  newsInvalid,
  nntpInvalid,
  telnetInvalidPath,
  waisInvalidPath,
  fileInvalidHost,
  fileInvalidPath,
  fileLocalPath,
  prosperoInvalidPath,
  prosperoInvalidFieldspec,
  password,
  querySecret,
  reservedPort,
  encodedCrlf,
  hostConfusable,
  hyphenLineBreak,
  wrapperWhitespace,
  urlTemplate,
  directiveUnknownRule,
  markdownLinkSpace,
] as const;
