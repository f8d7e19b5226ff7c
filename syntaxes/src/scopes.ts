/**
 * Scope names, chosen from TextMate's standard roots so that existing colour themes colour each part
 * (docs/grammar.md lists them). Every name ends in ".urlint" so a theme or a test can single them out.
 *
 * A valid URL must never look like an error next to the squiggles, in light themes as in dark ones. VS Code's
 * default light themes colour `string`, `entity.name.tag`, `entity.other.attribute-name` and
 * `constant.character.escape` dark or bright red (and `invalid` red everywhere), so no part of a valid URL takes
 * one of those roots: the host and the search, the fragment and the login are `variable` blues, escapes and the
 * port `constant.numeric` green, the path and schemepart no colour of their own (the text's, underlined as a
 * link). Only the characters the rules flag as errors or warnings take `invalid.illegal`; `~`, only a hint since
 * RFC 3986 made it unreserved, is neutral `keyword.operator`.
 */
export const SCOPE = {
  bare: 'meta.url.bare.urlint',
  wrapper: 'meta.url.wrapper.urlint',
  link: 'markup.underline.link.urlint',

  wrapperBegin: 'punctuation.definition.url.begin.urlint',
  wrapperEnd: 'punctuation.definition.url.end.urlint',
  wrapperPrefix: 'keyword.other.url-prefix.urlint',
  wrapperPrefixColon: 'punctuation.separator.url-prefix.urlint',
  wrapperWhitespace: 'meta.whitespace.wrapper.urlint',

  scheme: 'entity.name.type.scheme.urlint',
  schemeColon: 'punctuation.separator.scheme.urlint',
  authorityBegin: 'punctuation.definition.authority.urlint',
  authority: 'meta.authority.urlint',
  user: 'variable.other.user.urlint',
  passwordColon: 'punctuation.separator.password.urlint',
  password: 'variable.other.password.urlint',
  userinfoAt: 'punctuation.separator.userinfo.urlint',
  host: 'variable.other.constant.host.urlint',
  portColon: 'punctuation.separator.port.urlint',
  port: 'constant.numeric.port.urlint',
  path: 'meta.path.urlint',
  schemepart: 'meta.schemepart.urlint',
  searchBegin: 'punctuation.definition.search.urlint',
  search: 'variable.parameter.search.urlint',
  fragmentBegin: 'punctuation.definition.fragment.urlint',
  fragment: 'variable.other.fragment.urlint',

  escape: 'constant.numeric.escape.percent.urlint',
  badEscape: 'invalid.illegal.percent-escape.urlint',
  unsafe: 'invalid.illegal.unsafe-character.urlint',
  delimiter: 'invalid.illegal.unencoded-delimiter.urlint',
  control: 'invalid.illegal.control-character.urlint',
  nonAscii: 'invalid.illegal.non-ascii-character.urlint',
  tilde: 'keyword.operator.tilde.urlint',
} as const;
