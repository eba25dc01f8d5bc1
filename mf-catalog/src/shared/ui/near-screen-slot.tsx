import { type RemoteModules, type RemoteName, RemoteSlot } from '@kaver/shared-contracts';
import { NearScreen } from './near-screen';

type Props<R extends RemoteName, E extends keyof RemoteModules[R] & string> = Omit<
  Parameters<typeof RemoteSlot<R, E>>[0],
  'whenVisible'
>;

/**
 * Another remote's slot beside or below a page's content, loaded as the reader comes near it (`NearScreen`).
 * Until then its skeleton stands in its place, marked as the slot's own placeholder is, so that the page looks
 * and is found the same before and after.
 */
export function NearScreenSlot<R extends RemoteName, E extends keyof RemoteModules[R] & string>({
  className,
  ...slot
}: Props<R, E>) {
  return (
    <NearScreen
      className={className}
      placeholder={<div data-remote-slot={`${slot.remote}/${slot.expose}`}>{slot.skeleton}</div>}
    >
      <RemoteSlot {...slot} />
    </NearScreen>
  );
}
