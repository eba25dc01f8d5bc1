import { type RemoteModules, type RemoteName, RemoteSlot } from '@kaver/shared-contracts';
import { type ReactNode, useId, useRef, useState } from 'react';
import { PrimaryButton } from '../../shared/ui';
import styles from './profile-page.module.css';

interface RemoteSectionProps<R extends RemoteName, E extends keyof RemoteModules[R] & string> {
  /** The section's name: its heading, or, with `titleHidden`, a name for screen readers only. */
  title: string;
  /** The block shows a title of its own. */
  titleHidden?: boolean;
  remote: R;
  expose: E;
  props: RemoteModules[R][E];
  skeleton?: ReactNode;
  /** What is missing while the remote cannot be loaded, said in full: «Избранное сейчас недоступно.» */
  unavailable: string;
}

/**
 * A section of the profile that holds another remote's block. When the remote cannot be loaded it says what is
 * missing, and «Попробовать ещё раз» mounts a new slot, which loads the remote again.
 */
export function RemoteSection<R extends RemoteName, E extends keyof RemoteModules[R] & string>({
  title,
  titleHidden = false,
  remote,
  expose,
  props,
  skeleton,
  unavailable,
}: RemoteSectionProps<R, E>) {
  const [attempt, setAttempt] = useState(0);
  const section = useRef<HTMLElement>(null);
  const headingId = useId();
  const retry = () => {
    // The button goes with the fallback: the section holds the focus meanwhile, rather than <body>.
    section.current?.focus();
    setAttempt((count) => count + 1);
  };
  return (
    <section
      ref={section}
      className={styles.section}
      tabIndex={-1}
      {...(titleHidden ? { 'aria-label': title } : { 'aria-labelledby': headingId })}
    >
      {!titleHidden && (
        <h2 id={headingId} className={styles.subtitle}>
          {title}
        </h2>
      )}
      <RemoteSlot
        key={attempt}
        remote={remote}
        expose={expose}
        props={props}
        skeleton={skeleton}
        fallback={
          <div className={styles.unavailable} role="alert">
            <p className={styles.muted}>{unavailable} Загляни чуть позже.</p>
            <PrimaryButton variant="secondary" onClick={retry}>
              Попробовать ещё раз
            </PrimaryButton>
          </div>
        }
      />
    </section>
  );
}
