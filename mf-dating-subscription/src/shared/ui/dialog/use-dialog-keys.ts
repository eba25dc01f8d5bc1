import { type KeyboardEvent, type RefObject, useCallback, useEffect } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden]') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * A dialog's keyboard: focus moves in on open and back where it was on close, Tab and Shift+Tab cycle inside,
 * Escape closes. The keys are handled on the dialog itself, never on the document, so a third-party window
 * opened over it (the YooKassa widget) keeps its own keyboard.
 */
export function useDialogKeys(root: RefObject<HTMLElement | null>, onEscape: () => void) {
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const element = root.current;
    if (element && !element.contains(document.activeElement)) {
      const autofocus = element.querySelector<HTMLElement>('[data-autofocus]');
      (autofocus ?? element).focus();
    }
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [root]);

  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const element = root.current;
      if (!element) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const list = focusables(element);
      const first = list[0];
      const last = list.at(-1);
      if (!first || !last) {
        event.preventDefault();
        element.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === element)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    },
    [root, onEscape],
  );
}
