// Clicks on the server-rendered page's buttons before the app has started are kept and given to the app once it
// has hydrated. Links and forms work without the app; a plain button (sign-in, favourites, filters) does nothing
// until React is there, and a click on it would otherwise be lost. React hydrates a clicked part at once when it
// gets the click, so the replay needs no more than the root.
let kept: HTMLButtonElement[] | null = null;

function keep(event: MouseEvent) {
  const button = (event.target as Element | null)?.closest?.('button[type="button"]');
  if (button instanceof HTMLButtonElement && !button.disabled) kept?.push(button);
}

export function keepEarlyClicks(doc: Document = document): void {
  if (kept) return;
  kept = [];
  doc.addEventListener('click', keep, true);
}

/** Call once the root is hydrated (or rendered): replays the kept clicks on buttons still on the page. */
export function replayEarlyClicks(doc: Document = document): void {
  const clicks = kept ?? [];
  kept = null;
  doc.removeEventListener('click', keep, true);
  for (const button of clicks) if (button.isConnected && !button.disabled) button.click();
}
