// Line icons drawn inline (no emoji: not every system has a colour emoji font), 24x24, in the text colour.
import type { ReactNode } from 'react';

export type IconName = 'heart' | 'chat' | 'sparkle' | 'adult' | 'no-ads' | 'ticket' | 'lock';

const PATHS: Record<IconName, ReactNode> = {
  heart: (
    <path d="M12 20s-7.5-4.6-9-9.2C1.9 7.3 4 4 7.4 4c2 0 3.5 1.1 4.6 2.8C13.1 5.1 14.6 4 16.6 4 20 4 22.1 7.3 21 10.8 19.5 15.4 12 20 12 20z" />
  ),
  chat: <path d="M4 5h16v11H9l-5 4z M8 10h8 M8 13h5" />,
  sparkle: <path d="M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z M19 3v4 M17 5h4" />,
  adult: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M7.5 9.5l1.5-1v7 M12.5 11.2a1.6 1.6 0 1 1 0-3.2 1.6 1.6 0 0 1 0 3.2zm0 0a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8z M16.5 10.5v3 M15 12h3" />
    </>
  ),
  'no-ads': (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M5.6 5.6l12.8 12.8" />
    </>
  ),
  ticket: <path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z M14 7v10" />,
  lock: <path d="M6 11h12v9H6z M8.5 11V8a3.5 3.5 0 0 1 7 0v3" />,
};

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}
