// Sender checks for provider notifications: addresses and CIDR ranges, IPv4 and IPv6.
import { BlockList, isIPv4, isIPv6 } from 'node:net';

export function createAllowlist(entries: string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/');
    const type = isIPv6(address ?? '') ? 'ipv6' : 'ipv4';
    if (!address || (!isIPv4(address) && !isIPv6(address)))
      throw new Error(`Not an IP address or range: ${entry}`);
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (raw) => {
    const address = raw.startsWith('::ffff:') && isIPv4(raw.slice(7)) ? raw.slice(7) : raw;
    if (isIPv4(address)) return list.check(address, 'ipv4');
    return isIPv6(address) && list.check(address, 'ipv6');
  };
}
