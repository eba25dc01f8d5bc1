import { useUnit } from 'effector-react';
import { Modal } from '../../shared/ui/modal';
import { LinkIcon, ShareIcon, ShareTargetIcon } from './brand-icons';
import { $copied, copyRequested } from './model';
import styles from './share.module.css';
import { shareLinks } from './share-links';

/** 'Хочу поделиться через': copy the link, or send it through a network or messenger. */
export function ShareModal({ url, title, onClose }: { url: string; title: string; onClose: () => void }) {
  const { copied, copy } = useUnit({ copied: $copied, copy: copyRequested });
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <Modal id="share" title="Хочу поделиться через" onClose={onClose}>
      <ul className={styles.options}>
        <li>
          <button type="button" className={styles.option} onClick={() => copy(url)} data-testid="share-copy">
            <span className={`${styles.icon} ${styles.link}`}>
              <LinkIcon />
            </span>
            <span aria-live="polite">{copied ? 'Скопировано' : 'Ссылка'}</span>
          </button>
        </li>
        {shareLinks(url, title).map((link) => (
          <li key={link.id}>
            <a
              className={styles.option}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              data-share={link.id}
              aria-label={`Поделиться через ${link.label}`}
            >
              <span className={`${styles.icon} ${styles[link.id]}`}>
                <ShareTargetIcon id={link.id} />
              </span>
              {link.label}
            </a>
          </li>
        ))}
        {canShareNatively && (
          <li>
            <button
              type="button"
              className={styles.option}
              onClick={() => navigator.share({ url, title }).catch(() => {})}
            >
              <span className={styles.icon}>
                <ShareIcon />
              </span>
              Другие приложения
            </button>
          </li>
        )}
      </ul>
    </Modal>
  );
}
