import { type KeyboardEvent, type RefObject, useCallback, useEffect } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden]') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * A modal dialog's keyboard, for every remote's dialogs: focus moves in on open (to `[data-autofocus]`, else the
 * dialog, unless the content already took it) and back where it was on close (unless something else took it
 * meanwhile; to the element with its id when it is gone), neither scrolling the page; Tab and Shift+Tab cycle
 * inside; Escape calls `onEscape` when there is one (onboarding cannot be dismissed). The returned handler goes on
 * the dialog element's onKeyDown: keys are never taken from the document, so a third-party window opened over the
 * dialog (a payment widget) keeps its own keyboard.
 */
export function useDialogKeys(root: RefObject<HTMLElement | null>, onEscape?: () => void) {
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const element = root.current;
    if (element && !element.contains(document.activeElement)) {
      const autofocus = element.querySelector<HTMLElement>('[data-autofocus]');
      // Never scrolling the page: under a dialog it stays where it was (focus would scroll to a sticky opener).
      (autofocus ?? element).focus({ preventScroll: true });
    }
    return () => {
      // Back where it was, unless something else has taken it meanwhile (the next dialog; a remote's modal taking
      // over from the host's loading frame): only focus that is in the dialog, or was lost with it, goes back.
      const active = document.activeElement;
      const lost = !active || active === document.body || Boolean(element?.contains(active));
      // An element gone meanwhile hands its id to what took its place (the header's «Войти», after a sign-in).
      const back = previous?.isConnected ? previous : previous && document.getElementById(previous.id);
      if (lost) back?.focus({ preventScroll: true });
    };
  }, [root]);

  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const element = root.current;
      if (!element) return;
      if (event.key === 'Escape') {
        if (!onEscape) return;
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
