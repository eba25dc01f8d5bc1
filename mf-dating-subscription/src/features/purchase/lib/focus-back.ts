// Where the keyboard focus goes back to when a purchase is given up at the sign-in: the login modal replaced the
// offer, so the control that had the focus went with it, and the closing modal has nothing to give it back to.

/** The element that has the focus, or null when nothing has (the page's <body>). */
export function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** Focuses the first of `candidates` that is still on the page. */
export function focusFirstOnPage(candidates: readonly (HTMLElement | null)[]): void {
  candidates.find((element) => element?.isConnected)?.focus();
}
