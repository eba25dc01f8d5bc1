import type { RemoteName } from '@kaver/shared-contracts';

/** Why a remote could not be used; the fallback tells the visitor which part is unavailable. */
export type RemoteFailureReason = 'unreachable' | 'incompatible' | 'not-configured';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly reason: RemoteFailureReason,
    cause?: unknown,
  ) {
    super(`Remote ${remote} is unavailable (${reason})`, { cause });
    this.name = 'RemoteLoadError';
  }
}

/** MF's message when a strict singleton's version does not satisfy what a remote was built against. */
export function isContractsMismatch(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return message.includes('@kaver/shared-contracts') && message.includes('does not satisfy');
}
