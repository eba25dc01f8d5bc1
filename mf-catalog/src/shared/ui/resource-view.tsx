import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { errorText } from '../lib/api-errors';
import type { ResourceLike } from '../lib/create-resource';
import buttons from './button.module.css';
import styles from './state.module.css';

interface Props<Data> {
  resource: ResourceLike<Data>;
  skeleton: ReactNode;
  children: (data: Data) => ReactNode;
  /** Show nothing: something else stands in its place for now (a nearby list instead of the usual one). */
  hidden?: boolean;
}

/**
 * A resource's three faces: a skeleton while loading, an error with a retry, or the data. A retry keeps the error,
 * its button busy, until the answer comes (the resource keeps its error meanwhile), so the focus stays on it; then
 * it goes to the start of what is shown (focus-start.ts, loaded on the first retry: the first visit does not pay
 * for it).
 */
export function ResourceView<Data>({ resource, skeleton, children, hidden }: Props<Data>) {
  const [data, status, error, retry] = useUnit([
    resource.$data,
    resource.$status,
    resource.$error,
    resource.retry,
  ]);
  if (hidden) return null;
  // The error stays while a retry loads (only a load with new params clears it): the retry is then busy.
  if (error || status === 'error') {
    const onRetry = (event: { target: EventTarget }) => {
      retry();
      // A chunk that cannot load (offline) leaves the focus be, rather than reload the page as the host does on an
      // unhandled chunk failure.
      import('./focus-start').then(
        (focus) => focus.default(event.target as Element),
        () => {},
      );
    };
    return <ErrorState text={errorText(error)} onRetry={onRetry} busy={status === 'loading'} />;
  }
  return data === null || status !== 'ready' ? skeleton : children(data as Data);
}

/**
 * A failed load, said in words a person can act on, with a retry. While the retry loads (`busy`) the button stays,
 * focusable but inert, so the focus does not fall to <body> with it.
 */
export function ErrorState({
  text,
  onRetry,
  busy,
}: {
  text: string;
  onRetry: (event: { target: EventTarget }) => void;
  busy?: boolean;
}) {
  return (
    <div className={styles.box} role="alert" data-testid="error-state">
      <p className={styles.title}>Что-то пошло не так</p>
      <p className={styles.text}>{text}</p>
      <button
        type="button"
        className={buttons.primary}
        onClick={busy ? undefined : onRetry}
        aria-disabled={busy}
      >
        {busy ? 'Загружаем…' : 'Попробовать ещё раз'}
      </button>
    </div>
  );
}
