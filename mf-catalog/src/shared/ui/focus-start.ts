// Where the focus goes once a ResourceView shows what a retry or a page link asked for: loaded on a retry's first
// click (resource-view.tsx), with the paging (pagination.tsx).

/** The focus went away with the element that had it. */
const focusIsLost = () => !document.activeElement || document.activeElement === document.body;

const LIST = 'ul[aria-label], ol[aria-label]';
const HEADING = 'h1, h2, h3';
/** A skeleton (or what the page shows in the view's place while it reads the new address): still loading. */
const LOADING = '[role="status"]';

const find = (elements: Element[], selector: string) =>
  elements
    .map((element) => (element.matches(selector) ? element : element.querySelector(selector)))
    .find(Boolean);

/** The last wait, given up when another click asks. */
let stop = () => {};

/**
 * Waits until `control` has gone with what it loaded and what came is shown (no skeleton), then moves the focus to
 * its start (focusStart). Where the view's elements are is found again from the control's ancestors, each with its
 * siblings as they were: the nearest ancestor still on the page holds them, after the nearest of those siblings
 * still there (the view renders no element of its own, and may have been remounted meanwhile, as the events page
 * does while it reads the new address's filters). A retry that fails again keeps its button, and the focus.
 */
export default function focusAfterLoad(control: Element): void {
  stop();
  const path: { node: Element; before: Element[]; after: Element[] }[] = [];
  for (let node: Element | null = control; node; node = node.parentElement) {
    path.push({
      node,
      before: siblings(node, 'previousElementSibling'),
      after: siblings(node, 'nextElementSibling'),
    });
  }
  const check = () => {
    // Still there: a page link whose navigation has not started yet, or a retry still busy (else it failed again).
    if (control.isConnected) {
      if (control.matches('button:not([aria-disabled="true"])')) stop();
      return;
    }
    const at = path.findIndex(({ node }) => node.isConnected);
    const container = path[at]?.node;
    const gone = path[at - 1];
    // Gone before this code came (a retry's answer sooner than it): where it stood is not known.
    if (!container || !gone) return stop();
    const { before, after } = gone;
    const inPlace = (node: Element) => node.parentElement === container;
    const end = after.find(inPlace);
    const elements: Element[] = [];
    for (
      let node = before.find(inPlace)?.nextElementSibling ?? container.firstElementChild;
      node && node !== end;
      node = node.nextElementSibling
    ) {
      elements.push(node);
    }
    if (elements.length === 0 || find(elements, LOADING)) return;
    stop();
    focusStart(elements);
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true, attributeFilter: ['aria-disabled'] });
  stop = () => observer.disconnect();
  check();
}

function siblings(node: Element, next: 'previousElementSibling' | 'nextElementSibling'): Element[] {
  const found: Element[] = [];
  for (let sibling = node[next]; sibling; sibling = sibling[next]) found.push(sibling);
  return found;
}

/**
 * Moves the focus to the start of what the view shows, if it was left on <body>: its retry button after a failure;
 * else its first list of cards (or that list's heading, right above it, as «128 событий»); else its first heading;
 * else its first element. Without scrolling: a navigation has put the page at its top (the host's
 * ScrollRestoration), a retry's answer stands where its error was.
 */
function focusStart(elements: Element[]): void {
  if (!focusIsLost()) return;
  const button = find(elements, '[data-testid="error-state"] button');
  const list = find(elements, LIST);
  const heading = list?.previousElementSibling?.matches(HEADING) ? list.previousElementSibling : null;
  const target = (button ?? heading ?? list ?? find(elements, HEADING) ?? elements[0]) as HTMLElement;
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus({ preventScroll: true });
}
