import { type RefObject, useEffect, useRef } from 'react';
import { focusTargetIn } from './focus-target';

/**
 * The offer switched views (the email form after 'Оформить подписку', the plans again after the widget closed, the
 * result): the control that had focus went with the old view, so focus fell to the page's body — out of a modal,
 * and away from where a keyboard or a screen reader was. It moves to the new view's `[data-autofocus]`, else to the
 * view itself. Focus that is somewhere (the payment widget, the page) is left alone; the first view is the
 * dialog's business (useDialogKeys).
 */
export function useFocusOnViewChange(view: string, root: RefObject<HTMLElement | null>) {
  const shown = useRef(view);
  useEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    const element = root.current;
    const active = document.activeElement;
    if (!element || (active !== null && active !== document.body)) return;
    focusTargetIn(element)?.focus();
  }, [view, root]);
}
