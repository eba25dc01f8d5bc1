import { type RefObject, useEffect } from 'react';

/** The element to focus: a ref, or a function that finds it once rendered. */
export type FocusTarget = RefObject<HTMLElement | null> | (() => HTMLElement | null | undefined);

/**
 * When a pressed control goes (swapped for what it opened, or a dialog's button gone with the dialog), the focus
 * falls to the page's <body>. The remote's model knows when: it sets `due`, and this hook gives the focus to
 * `target`, what replaced the control, once React has rendered it, then calls `moved`, which must clear `due`.
 * The flag stays in the model (an effector store) because what makes the control go is an event there.
 */
export function useFocusWhenDue(due: boolean, target: FocusTarget, moved: () => void) {
  useEffect(() => {
    if (!due) return;
    (typeof target === 'function' ? target() : target.current)?.focus();
    // Cleared even when the target is missing: a flag left set would take the focus at some later render.
    moved();
  }, [due, target, moved]);
}
