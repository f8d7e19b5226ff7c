/**
 * Scope names, chosen from TextMate's standard roots so that existing colour themes colour each part
 * (docs/grammar.md lists them). Every name ends in ".urlsmith" so a theme or a test can single them out.
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
  bare: 'meta.url.bare.urlsmith',
  wrapper: 'meta.url.wrapper.urlsmith',
  link: 'markup.underline.link.urlsmith',

  wrapperBegin: 'punctuation.definition.url.begin.urlsmith',
  wrapperEnd: 'punctuation.definition.url.end.urlsmith',
  wrapperPrefix: 'keyword.other.url-prefix.urlsmith',
  wrapperPrefixColon: 'punctuation.separator.url-prefix.urlsmith',
  wrapperWhitespace: 'meta.whitespace.wrapper.urlsmith',

  scheme: 'entity.name.type.scheme.urlsmith',
  schemeColon: 'punctuation.separator.scheme.urlsmith',
  authorityBegin: 'punctuation.definition.authority.urlsmith',
  authority: 'meta.authority.urlsmith',
  user: 'variable.other.user.urlsmith',
  passwordColon: 'punctuation.separator.password.urlsmith',
  password: 'variable.other.password.urlsmith',
  userinfoAt: 'punctuation.separator.userinfo.urlsmith',
  host: 'variable.other.constant.host.urlsmith',
  portColon: 'punctuation.separator.port.urlsmith',
  port: 'constant.numeric.port.urlsmith',
  path: 'meta.path.urlsmith',
  schemepart: 'meta.schemepart.urlsmith',
  searchBegin: 'punctuation.definition.search.urlsmith',
  search: 'variable.parameter.search.urlsmith',
  fragmentBegin: 'punctuation.definition.fragment.urlsmith',
  fragment: 'variable.other.fragment.urlsmith',

  escape: 'constant.numeric.escape.percent.urlsmith',
  badEscape: 'invalid.illegal.percent-escape.urlsmith',
  unsafe: 'invalid.illegal.unsafe-character.urlsmith',
  delimiter: 'invalid.illegal.unencoded-delimiter.urlsmith',
  control: 'invalid.illegal.control-character.urlsmith',
  nonAscii: 'invalid.illegal.non-ascii-character.urlsmith',
  tilde: 'keyword.operator.tilde.urlsmith',
} as const;
