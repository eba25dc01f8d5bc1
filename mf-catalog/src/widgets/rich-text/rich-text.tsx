import { useMemo } from 'react';
import { sanitizeHtml } from '../../shared/lib/sanitize-html';
import styles from './rich-text.module.css';

/** Editors' HTML from the API, sanitised before it reaches the page. */
export function RichText({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div className={styles.text} dangerouslySetInnerHTML={{ __html: safe }} />;
}
