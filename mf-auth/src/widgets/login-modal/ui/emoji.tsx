import { useState } from 'react';
import styles from './emoji.module.css';

/** The picker's emoji, one of five at random per opening (SPEC.md 2.5). */
export const PICKER_EMOJI = ['🎉', '🎭', '🎸', '🍿', '🎨'] as const;
/** The SMS step's phone-mobile emoji. */
export const PHONE_EMOJI = '📱';

export function AnimatedEmoji({ emoji }: { emoji: string }) {
  return (
    <div className={styles.emoji} aria-hidden="true" data-testid="login-emoji">
      {emoji}
    </div>
  );
}

export function useRandomEmoji(): string {
  const [emoji] = useState(() => PICKER_EMOJI[Math.floor(Math.random() * PICKER_EMOJI.length)] as string);
  return emoji;
}
