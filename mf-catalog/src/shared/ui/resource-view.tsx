import { useUnit } from 'effector-react';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import { errorText } from '../lib/api-errors';
import type { ResourceLike } from '../lib/create-resource';
import { ErrorState } from './states';

interface Props<Data> {
  resource: ResourceLike<Data>;
  skeleton: ReactNode;
  children: (data: Data) => ReactNode;
  /** Keep showing the previous data while the next loads (paging), instead of the skeleton. */
  keepPrevious?: boolean;
  /** Show nothing: something else stands in its place for now (a nearby list instead of the usual one). */
  hidden?: boolean;
}

/**
 * The views whose next data should take the focus once shown, each with the data it showed when asked: a page
 * number's click (the host's navigation loads the next page in place, and may remount the view meanwhile, as the
 * events page does while the new URL's filters are read), or a retry. In the browser only: only a click asks.
 */
const focusWanted = new WeakMap<object, unknown>();

const FocusRequestContext = createContext<(() => void) | null>(null);

/**
 * For a control inside a ResourceView whose click loads the view's data anew (a page number): once the new data
 * is shown, the focus goes to its start rather than to <body> (a no-op outside a ResourceView).
 */
export function useFocusAfterLoad(): () => void {
  return useContext(FocusRequestContext) ?? noop;
}

const noop = () => {};

/**
 * A resource's three faces: a skeleton while loading, an error with a retry, or the data. A retry keeps the error
 * (its button busy) until the answer comes, so the focus stays where it was; then, as after a page number, the
 * focus goes to the start of what is shown, if it was left on <body> (focusStart).
 */
export function ResourceView<Data>({
  resource,
  skeleton,
  children,
  keepPrevious = false,
  hidden = false,
}: Props<Data>) {
  const { data, status, error, retry } = useUnit({
    data: resource.$data,
    status: resource.$status,
    error: resource.$error,
    retry: resource.retry,
  });
  const [retrying, setRetrying] = useState(false);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const start = useRef<HTMLSpanElement>(null);
  const end = useRef<HTMLSpanElement>(null);
  const askFocus = useCallback(() => {
    focusWanted.set(resource, data);
    rerender();
  }, [resource, data]);

  useEffect(() => {
    if (status === 'loading' || status === 'idle') return;
    setRetrying(false);
    if (!focusWanted.has(resource) || (status === 'ready' && data === focusWanted.get(resource))) return;
    focusWanted.delete(resource);
    const [first, last] = [start.current, end.current];
    // The code that finds where to put the focus loads on the first need: the first visit does not pay for it.
    if (first && last) {
      // Read now: the markers go with the next render.
      const elements = between(first, last);
      import('./focus-start').then(({ focusStart }) => focusStart(elements), noop);
    }
  }, [resource, data, status]);

  if (hidden) return null;
  const busy = retrying && status === 'loading';
  let view: ReactNode;
  if (status === 'error' || busy) {
    const onRetry = () => {
      focusWanted.set(resource, data);
      setRetrying(true);
      retry();
    };
    view = <ErrorState text={errorText(error)} onRetry={onRetry} busy={busy} />;
  } else if (data === null || status === 'idle' || (status === 'loading' && !keepPrevious)) view = skeleton;
  else view = children(data as Data);
  // Only while the focus is wanted: they mark where the view's own elements are.
  const marked = focusWanted.has(resource);

  return (
    <FocusRequestContext.Provider value={askFocus}>
      {marked && <span ref={start} hidden />}
      {view}
      {marked && <span ref={end} hidden />}
    </FocusRequestContext.Provider>
  );
}

/** The view's elements between its two markers. */
function between(start: Element, end: Element): Element[] {
  const elements: Element[] = [];
  for (let node = start.nextElementSibling; node && node !== end; node = node.nextElementSibling) {
    elements.push(node);
  }
  return elements;
}
