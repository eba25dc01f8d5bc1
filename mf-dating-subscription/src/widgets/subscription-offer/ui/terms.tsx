import { TERMS_LINK_HREF, TERMS_LINK_TEXT, TERMS_TEXT } from '../../../entities/plan';
import styles from './terms.module.css';

/** The subscription terms (SPEC.md 9) with the link 'здесь' to /documents (SPEC.md 2.6). */
export function Terms({ onFollow }: { onFollow?: () => void }) {
  return (
    <p className={styles.terms}>
      {TERMS_TEXT}{' '}
      <a href={TERMS_LINK_HREF} onClick={onFollow}>
        {TERMS_LINK_TEXT}
      </a>
      .
    </p>
  );
}
