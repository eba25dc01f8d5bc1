const loading = new Map<string, Promise<void>>();

/**
 * Adds an external script once per URL and resolves when it has run. A failed load is forgotten, so the next
 * call tries again. Used only when a flow needs a third party (the YooKassa widget, the Telegram widget, a gapi loader in development), never on page load.
 */
export function loadScript(src: string, doc: Document = document): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    doc.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}
