import crypto from 'node:crypto';
import ipaddr from 'ipaddr.js';

/**
 * The network a login comes from: an IPv4 address, or the /64 of an IPv6 one (a home's privacy addresses change
 * within it every day). An IPv4 address written as IPv6 (`::ffff:127.0.0.2`) counts as itself.
 */
export function sourceNetworkOf(source: string) {
  if (!ipaddr.isValid(source)) return source;
  const address = ipaddr.process(source);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = new ipaddr.IPv6([...(address as ipaddr.IPv6).parts.slice(0, 4), 0, 0, 0, 0]);
  return `${prefix.toNormalizedString()}/64`;
}

/**
 * Sources are kept as keyed hashes: equality is all the throttle needs, and a copy of the database then does not
 * say where someone signs in from (a plain hash of an IPv4 address is undone by trying all 2^32 of them).
 */
export function createLoginSourceHasher(secret: Uint8Array) {
  const key = crypto.createHmac('sha256', secret).update('login-sources').digest();
  return (source: string) => crypto.createHmac('sha256', key).update(sourceNetworkOf(source)).digest('base64url');
}
