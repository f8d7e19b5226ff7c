// Preloaded into the server under test (node --require): any attempt to open a socket or resolve a name is
// reported on stderr with MARKER and fails. Stdio pipes are created from file descriptors and never connect.
import dns from 'node:dns';
import net from 'node:net';

export const MARKER = 'URLSMITH-NETWORK-ATTEMPT';

function refuse(what: string): never {
  process.stderr.write(`${MARKER} ${what}\n`);
  throw new Error(`network access refused in test: ${what}`);
}

net.Socket.prototype.connect = function connect() {
  return refuse('net.Socket.connect');
} as typeof net.Socket.prototype.connect;
for (const name of ['lookup', 'resolve', 'resolve4', 'resolve6', 'resolveAny'] as const) {
  (dns as unknown as Record<string, unknown>)[name] = () => refuse(`dns.${name}`);
  (dns.promises as unknown as Record<string, unknown>)[name] = () => refuse(`dns.promises.${name}`);
}
