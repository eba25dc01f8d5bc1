import { type RefObject, useEffect } from 'react';

/**
 * A text field the server rendered can be typed into before the app starts. Hydration keeps the typed text in
 * the field but never saw its input events, so the state would still hold the rendered value (no suggestions,
 * and «Найти» would submit the old text). Once hydrated, the state takes up what the field holds.
 */
export function useTypedBeforeStart(
  field: RefObject<HTMLInputElement | null>,
  value: string,
  onTyped: (text: string) => void,
): void {
  // Once, on the first commit: later differences are React's own to reconcile.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the field as hydration left it, once
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) onTyped(typed);
  }, []);
}
