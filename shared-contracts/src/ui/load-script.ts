import { createSingleFlight } from '@kaver/shared-contracts';

/** The scripts a page loads: a few third parties at most. */
const scripts = createSingleFlight<string, void>({ max: 20, ttlMs: Number.POSITIVE_INFINITY });

/**
 * Adds an external script once per URL and resolves when it has run. A failed load is forgotten, so the next
 * call tries again. Used only when a flow needs a third party (the YooKassa widget, the Telegram widget, a gapi loader in development), never on page load.
 */
export function loadScript(src: string, doc: Document = document): Promise<void> {
  return scripts.get(
    src,
    () =>
      new Promise<void>((resolve, reject) => {
        const script = doc.createElement('script');
        script.src = src;
        script.async = true;
        script.onload = () => resolve();
        script.onerror = () => {
          script.remove();
          reject(new Error(`Could not load ${src}`));
        };
        doc.head.appendChild(script);
      }),
  );
}
