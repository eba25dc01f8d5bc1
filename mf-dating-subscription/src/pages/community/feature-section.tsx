import { type ReactNode, type RefObject, useId } from 'react';
import styles from './feature-section.module.css';

interface FeatureSectionProps {
  id: string;
  title: string;
  text: string;
  /** 'Доступно только по подписке' or 'Доступно только в приложении'. */
  lock?: string;
  action?: ReactNode;
  children?: ReactNode;
  /** The heading, for what moves the focus to the section (a retry that takes its own button away). */
  headingRef?: RefObject<HTMLHeadingElement | null>;
}

/** One part of the /community teaser: dating, friends or communities. */
export function FeatureSection({ id, title, text, lock, action, children, headingRef }: FeatureSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId} data-section={id}>
      <div className={styles.head}>
        <h2 id={headingId} ref={headingRef} className={styles.title} tabIndex={-1}>
          {title}
        </h2>
        {lock && <span className={styles.lock}>{lock}</span>}
      </div>
      <p className={styles.text}>{text}</p>
      {children}
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
