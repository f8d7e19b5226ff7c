import type { HostInfo } from '../schemes/internet';
import type { Part, PartName } from '../types';
import type { RuleContext, RuleScope } from './rule';

/**
 * What a rule declares it looks at: a RuleScope (which URLs the runner calls it for), or a narrower kind of host.
 * defineRule checks the narrowing once, so the rule's context has the thing it looks at, typed, and no rule repeats
 * `if (!host || host.kind !== 'name' ...) return`.
 * - `host-name`: a host name with at least one character (an empty host is `host-missing`'s);
 * - `host-number`: a host of digits and dots;  `ip-literal`: a host that opens with "[".
 */
export type DefinedScope = RuleScope | 'host-name' | 'host-number' | 'ip-literal';

export type HostName = HostInfo & { kind: 'name' };
export type HostNumber = HostInfo & { kind: 'number' };
export type IpLiteral = HostInfo & { kind: 'ipv6' };

/** A URL with a user (scope `login`): `part('user')` is there. */
export interface LoginContext extends RuleContext {
  part(name: 'user'): Part;
  part(name: PartName): Part | undefined;
}

/** A URL with an explicit port (scope `port`): `part('port')` is there, maybe empty. */
export interface PortContext extends RuleContext {
  part(name: 'port'): Part;
  part(name: PartName): Part | undefined;
}

/** A URL with a host of the kind H (scopes `host`, `host-name`, `host-number`, `ip-literal`). */
export interface HostContext<H extends HostInfo = HostInfo> extends RuleContext {
  readonly host: H;
}

/** The context a rule of scope S gets. */
export type ContextOf<S extends DefinedScope> = S extends 'login'
  ? LoginContext
  : S extends 'port'
    ? PortContext
    : S extends 'host'
      ? HostContext
      : S extends 'host-name'
        ? HostContext<HostName>
        : S extends 'host-number'
          ? HostContext<HostNumber>
          : S extends 'ip-literal'
            ? HostContext<IpLiteral>
            : RuleContext;

/** The scope the runner (lint.ts) knows: the host kinds are all run with the `host` rules. */
export function runnerScope(scope: DefinedScope): RuleScope {
  return scope === 'host-name' || scope === 'host-number' || scope === 'ip-literal' ? 'host' : scope;
}

/**
 * Whether a context is one of the scope's. The runner calls login and port rules only for URLs that have those, and
 * host rules only for a host that is not well formed; the test keeps a rule's typed context true whoever calls it.
 * A switch, not a function per scope: it runs for every rule and URL, and stays one small inlinable function.
 */
export function inScope(scope: DefinedScope, ctx: RuleContext): boolean {
  switch (scope) {
    case 'login':
      return ctx.part('user') !== undefined;
    case 'port':
      return ctx.part('port') !== undefined;
    case 'host':
      return ctx.host !== undefined;
    case 'host-name':
      return ctx.host !== undefined && ctx.host.kind === 'name' && ctx.host.part.raw !== '';
    case 'host-number':
      return ctx.host !== undefined && ctx.host.kind === 'number';
    case 'ip-literal':
      return ctx.host !== undefined && ctx.host.kind === 'ipv6';
    default:
      return true;
  }
}
