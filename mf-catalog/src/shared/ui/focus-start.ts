// Where the focus goes once a ResourceView shows what a retry or a page link asked for (resource-view.tsx).

/** The focus went away with the element that had it. */
const focusIsLost = () => !document.activeElement || document.activeElement === document.body;

const LIST = 'ul[aria-label], ol[aria-label]';
const HEADING = 'h1, h2, h3';

const first = (elements: Element[], selector: string) =>
  elements
    .map((element) => (element.matches(selector) ? element : element.querySelector(selector)))
    .find(Boolean);

/**
 * Moves the focus to the start of what the view shows: its retry button after a failure; else its first list of
 * cards (or that list's heading, right above it, as «128 событий»); else its first heading; else its first element.
 * Without scrolling: a navigation has put the page at its top (the host's ScrollRestoration), a retry's answer
 * stands where its error was.
 */
export function focusStart(elements: Element[]): void {
  if (!focusIsLost()) return;
  const button = first(elements, '[data-testid="error-state"] button');
  const list = first(elements, LIST);
  const heading = list?.previousElementSibling?.matches(HEADING) ? list.previousElementSibling : null;
  const target = (button ?? heading ?? list ?? first(elements, HEADING) ?? elements[0]) as
    | HTMLElement
    | undefined;
  if (!target) return;
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus({ preventScroll: true });
}
