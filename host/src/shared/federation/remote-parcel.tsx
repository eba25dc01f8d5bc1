import { REMOTE_TITLES, type RemoteName } from '@kaver/shared-contracts';
import { mountRootParcel } from '@kaver/shared-contracts/parcels';
import { type ReactNode, useEffect, useState } from 'react';
import type { ParcelConfig } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { RemoteLoadError } from './load-errors';
import { RemoteFallback } from './remote-fallback';
import { loadParcel, retryRemote } from './remotes';

/**
 * A parcel that is mounting is laid out out of the flow and unseen while the skeleton holds its place. Not
 * `display: none`: an element that is not rendered takes no focus, and a dialog moves focus in as it mounts.
 */
const UNSEEN_UNTIL_MOUNTED = { position: 'fixed', inset: 0, opacity: 0, pointerEvents: 'none' } as const;

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; config: ParcelConfig }
  | { status: 'failed'; error: RemoteLoadError };

interface Props {
  remote: RemoteName;
  expose: string;
  /** Typed where the target is chosen (the route table, the modal outlet) against RemoteModules. */
  props: object;
  /** Shown while the remote loads, sized like the content so nothing shifts. */
  skeleton: ReactNode;
  className?: string;
  /** Frames the fallback (a modal puts it in its overlay). */
  fallbackWrapper?: (fallback: ReactNode) => ReactNode;
}

/**
 * Mounts one parcel of a remote. Loading shows the skeleton; a remote that cannot be loaded, or whose parcel
 * fails to mount, shows a fallback that names the unavailable part and retries on demand. Nothing of it can
 * take the shell down.
 */
export function RemoteParcel({
  remote,
  expose,
  props,
  skeleton,
  className,
  fallbackWrapper = (fallback) => fallback,
}: Props) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [mounted, setMounted] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (retry button) loads again.
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    setMounted(false);
    loadParcel(remote, expose).then(
      (config) => !cancelled && setState({ status: 'ready', config }),
      (error: unknown) =>
        !cancelled &&
        setState({
          status: 'failed',
          error: error instanceof RemoteLoadError ? error : new RemoteLoadError(remote, 'unreachable', error),
        }),
    );
    return () => {
      cancelled = true;
    };
  }, [remote, expose, attempt]);

  const retry = () => {
    retryRemote(remote);
    setAttempt((n) => n + 1);
  };

  if (state.status === 'failed') {
    return fallbackWrapper(
      <RemoteFallback title={REMOTE_TITLES[remote]} reason={state.error.reason} onRetry={retry} />,
    );
  }
  if (state.status === 'loading') return <>{skeleton}</>;
  return (
    <>
      {/* Inert and hidden meanwhile: the page holds one dialog, the one that takes the focus, not two. */}
      {!mounted && (
        <div inert aria-hidden="true">
          {skeleton}
        </div>
      )}
      <Parcel
        config={state.config}
        mountParcel={mountRootParcel}
        wrapWith="div"
        wrapClassName={className}
        wrapStyle={mounted ? undefined : UNSEEN_UNTIL_MOUNTED}
        parcelDidMount={() => setMounted(true)}
        handleError={(error: Error) =>
          setState({ status: 'failed', error: new RemoteLoadError(remote, 'unreachable', error) })
        }
        {...props}
      />
    </>
  );
}
