/**
 * The parts of a URL after its scheme, as nested begin/end rules, following the engine's parser
 * (engine/src/parse/parse.ts, login.ts):
 *   "//" login [ "/" path ] [ "?" search ] [ "#" fragment ]     login = [ user [ ":" password ] "@" ] host [ ":" port ]
 * The login is split at its LAST "@" (earlier ones are unencoded delimiters), the host at its first ":".
 * The login ends at "/" and "#", and at "?" for http and https only; "?" starts a search only for them.
 * Schemes without "//" (mailto, news, any other) have one opaque schemepart before the fragment.
 */
import { notAtEnd, type Context } from './context';
import { SCOPE } from './scopes';
import { tokensOf } from './tokens';
import { named, type Rule } from './tm';

/** Which characters end the login (and so which start a search). */
export type Family = 'http' | 'internet';

const loginDelimiters = (family: Family): string => (family === 'http' ? '/?#' : '/#');
const pathDelimiters = (family: Family): string => (family === 'http' ? '?#' : '#');

/** Zero-width: an "@" that is the last one of the login. */
function lastAt(context: Context, family: Family): string {
  return `@(?![^@${loginDelimiters(family)}${context.outside}]*+@)`;
}

function userinfo(context: Context, family: Family): Rule {
  const d = loginDelimiters(family);
  return {
    // At the start of the login (just after "//"; the login has no "/"), and only when an "@" follows within it.
    begin: `(?<=//)(?=[^@${d}${context.outside}]*+@)`,
    contentName: SCOPE.user,
    end: `(${lastAt(context, family)})|(?=[${d}])|${context.end}`,
    endCaptures: named(SCOPE.userinfoAt),
    patterns: [
      {
        begin: '(:)',
        beginCaptures: named(SCOPE.passwordColon),
        contentName: SCOPE.password,
        end: `(?=${lastAt(context, family)})|(?=[${d}])|${context.end}`,
        patterns: [{ match: '[:@]', name: SCOPE.delimiter }, tokensOf(context)],
      },
      { match: '@', name: SCOPE.delimiter },
      tokensOf(context),
    ],
  };
}

function login(context: Context, family: Family): Rule {
  const d = loginDelimiters(family);
  const ends = `(?=[${d}])|${context.end}`;
  return {
    begin: '(?<=:)(//)',
    beginCaptures: named(SCOPE.authorityBegin),
    contentName: SCOPE.authority,
    end: ends,
    patterns: [
      userinfo(context, family),
      {
        begin: '(:)',
        beginCaptures: named(SCOPE.portColon),
        contentName: SCOPE.port,
        end: ends,
        patterns: [tokensOf(context)],
      },
      {
        begin: `(?=[^:${d}])${notAtEnd(context)}`,
        contentName: SCOPE.host,
        end: `(?=[:${d}])|${context.end}`,
        patterns: [tokensOf(context)],
      },
    ],
  };
}

/** A part that starts without consuming anything and runs to one of `delimiters` or the URL's end. */
function runUntil(context: Context, delimiters: string, scope: string): Rule {
  return {
    begin: `(?=[^${delimiters}])${notAtEnd(context)}`,
    contentName: scope,
    end: `(?=[${delimiters}])|${context.end}`,
    patterns: [tokensOf(context)],
  };
}

function search(context: Context): Rule {
  return {
    begin: '(\\?)',
    beginCaptures: named(SCOPE.searchBegin),
    contentName: SCOPE.search,
    end: `(?=#)|${context.end}`,
    patterns: [tokensOf(context)],
  };
}

function fragment(context: Context): Rule {
  return {
    begin: '(#)',
    beginCaptures: named(SCOPE.fragmentBegin),
    contentName: SCOPE.fragment,
    end: context.end,
    // Only the first "#" starts the fragment; another is an unsafe character.
    patterns: [{ match: '#', name: SCOPE.unsafe }, tokensOf(context)],
  };
}

/** The parts after "scheme:" of a scheme with the common Internet syntax (section 3.1). */
export function internetParts(context: Context, family: Family): Rule[] {
  const parts = [login(context, family)];
  const after = context.pathEnd === undefined ? context : { ...context, end: context.pathEnd };
  if (family === 'http') parts.push(search(after));
  parts.push(fragment(after), runUntil(after, pathDelimiters(family), SCOPE.path));
  return parts;
}

/** The parts after "scheme:" of any other scheme. */
export function opaqueParts(context: Context): Rule[] {
  return [fragment(context), runUntil(context, '#', SCOPE.schemepart)];
}
