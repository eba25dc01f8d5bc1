// The page's ETag. It is weak and leaves out the serialised effector state: that state carries the moments the
// page's data was read (a clock for «сегодня», freshness stamps), which differ on every render while the page a
// visitor or a crawler gets is the same. Everything that is shown (markup, head, router data) is in the hash.
import { createHash } from 'node:crypto';

export function weakEtag(parts: readonly (string | Buffer)[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return `W/"${hash.digest('base64url')}"`;
}
