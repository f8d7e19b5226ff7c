/**
 * Scope names, chosen from TextMate's standard roots so that existing colour themes colour each part
 * (docs/grammar.md lists them). Every name ends in ".urlint" so a theme or a test can single them out.
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
  host: 'entity.name.tag.host.urlint',
  portColon: 'punctuation.separator.port.urlint',
  port: 'constant.numeric.port.urlint',
  path: 'string.unquoted.path.urlint',
  schemepart: 'string.unquoted.schemepart.urlint',
  searchBegin: 'punctuation.definition.search.urlint',
  search: 'variable.parameter.search.urlint',
  fragmentBegin: 'punctuation.definition.fragment.urlint',
  fragment: 'entity.other.attribute-name.fragment.urlint',

  escape: 'constant.character.escape.percent.urlint',
  badEscape: 'invalid.illegal.percent-escape.urlint',
  unsafe: 'invalid.illegal.unsafe-character.urlint',
  delimiter: 'invalid.illegal.unencoded-delimiter.urlint',
  control: 'invalid.illegal.control-character.urlint',
  nonAscii: 'invalid.illegal.non-ascii-character.urlint',
  tilde: 'invalid.deprecated.tilde.urlint',
} as const;
