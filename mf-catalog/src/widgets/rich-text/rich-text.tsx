import styles from './rich-text.module.css';

/** Editors' HTML from the API, as the page's model stored it: already sanitised where it loaded (sanitizeHtml). */
export function RichText({ safeHtml }: { safeHtml: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the model that loaded it (sanitizeHtml)
  return <div className={styles.text} dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}
