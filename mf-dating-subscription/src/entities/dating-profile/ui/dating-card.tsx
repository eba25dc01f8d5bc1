import { initials, stripAvatarSuffixes } from '@kaver/shared-contracts';
import { MediaImage } from '@kaver/shared-contracts/ui';
import { useState } from 'react';
import { avatarTone } from '../lib/avatar-tone';
import styles from './dating-card.module.css';

export interface DatingCardProps {
  /** May carry a ', 25' age or a team suffix: the avatar strips them (SPEC.md 3 'Avatar input'). */
  name: string;
  /**
   * The API's teaser of the person's picture (GET /profiles, GET /events/{id}/profiles): small and already blurred
   * by the API, which never sends the web the picture itself (dating happens in the app).
   */
  image?: string;
  age?: number;
  /** The card is a button that opens the offer (SPEC.md 2.6). */
  onOpen?: () => void;
}

/** A dating card (SPEC.md 3: name, optional image) with an initials avatar when there is no photo. */
export function DatingCard({ name, image, age, onOpen }: DatingCardProps) {
  const [broken, setBroken] = useState(false);
  const shownName = stripAvatarSuffixes(name);
  const caption = age ? `${shownName}, ${age}` : shownName;
  const photo =
    image && !broken ? (
      <MediaImage
        className={styles.teaser}
        src={image}
        alt=""
        sizes="160px"
        width={160}
        height={200}
        onError={() => setBroken(true)}
      />
    ) : (
      <span className={styles.initials} style={{ background: avatarTone(shownName) }} aria-hidden="true">
        {initials(name)}
      </span>
    );
  const body = (
    <>
      <span className={styles.media}>{photo}</span>
      <span className={styles.name}>{caption}</span>
    </>
  );
  return onOpen ? (
    <button type="button" className={styles.card} onClick={onOpen} aria-label={`${caption}: открыть анкету`}>
      {body}
    </button>
  ) : (
    <div className={styles.card}>{body}</div>
  );
}
