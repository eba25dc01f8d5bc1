// The share targets' marks, drawn here as small inline SVGs (no icon font, no request): white on the brand's
// colour, which the circle behind them carries. Decorative: the link's text names the target.
import type { ReactNode } from 'react';
import type { ShareTargetId } from './share-links';

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const line = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A handset, as WhatsApp and Viber draw it inside their bubbles. */
const HANDSET =
  'M9.1 8.1c.2-.4.4-.4.6-.4h.5c.2 0 .3 0 .5.4l.7 1.6c.1.2 0 .4-.1.5l-.4.5c-.1.2-.2.3 0 .5.3.5.8 1.1 1.4 1.7.7.6 1.3.9 1.8 1.1.2.1.3 0 .5-.1l.5-.6c.2-.2.3-.2.5-.1l1.5.7c.2.1.4.2.4.3.1.3 0 .9-.5 1.4-.4.4-1.2.7-1.8.6-.7-.1-2-.5-3.4-1.8-1.4-1.3-2.2-2.8-2.4-3.4-.2-.8 0-1.4.2-1.8Z';

const MARKS: Record<ShareTargetId, ReactNode> = {
  vk: (
    <path
      fill="currentColor"
      d="M12.9 17.5c-5.6 0-8.8-3.8-8.9-10.2h2.8c.1 4.7 2.2 6.6 3.8 7V7.3h2.6v4c1.6-.2 3.3-2 3.8-4h2.6c-.4 2.5-2.2 4.3-3.5 5 1.3.6 3.3 2.2 4.1 5.2h-2.9c-.6-2-2.2-3.5-4.1-3.7v3.7h-.3Z"
    />
  ),
  telegram: (
    <path
      fill="currentColor"
      d="M20.2 4.9 3.4 11.4c-1.1.4-1.1 1.1-.2 1.4l4.3 1.3 1.6 5c.2.6.4.7.8.7.3 0 .5-.2.8-.4l2-2 4.3 3.2c.8.4 1.3.2 1.5-.7l2.8-13.1c.3-1.2-.4-1.7-1.1-1.4Zm-2.8 3.5-7.6 6.9-.3 3.2-1.4-4.4 9.3-5.7Z"
    />
  ),
  whatsapp: (
    <>
      <path {...line} d="M12 3.5a8.5 8.5 0 0 0-7.3 12.8l-1.2 4.2 4.3-1.1A8.5 8.5 0 1 0 12 3.5Z" />
      <path fill="currentColor" d={HANDSET} />
    </>
  ),
  viber: (
    <>
      <path
        {...line}
        d="M12 3c-4.6 0-8 1.4-8 7.3 0 3.3 1 5.2 3.3 6.2V20l2.8-2.4c.6.1 1.2.1 1.9.1 4.6 0 8-1.4 8-7.4S16.6 3 12 3Z"
      />
      <path fill="currentColor" d={HANDSET} transform="translate(-1.2 -1.4)" />
      <path {...line} strokeWidth={1.4} d="M13.2 6.6a3.6 3.6 0 0 1 3.3 3.3M13.2 8.6a1.6 1.6 0 0 1 1.3 1.3" />
    </>
  ),
  ok: (
    <>
      <circle {...line} cx="12" cy="7.5" r="3.3" />
      <path {...line} d="M7.8 12.6a7.4 7.4 0 0 0 8.4 0M12 14.4l-3.6 5M12 14.4l3.6 5" />
    </>
  ),
};

export function ShareTargetIcon({ id }: { id: ShareTargetId }) {
  return <Glyph>{MARKS[id]}</Glyph>;
}

/** A chain link: copy the page's address. */
export function LinkIcon() {
  return (
    <Glyph>
      <path {...line} d="M10.3 13.7a4 4 0 0 0 5.6 0l3-3a4 4 0 0 0-5.6-5.6l-1.2 1.1" />
      <path {...line} d="M13.7 10.3a4 4 0 0 0-5.6 0l-3 3a4 4 0 0 0 5.6 5.6l1.1-1.1" />
    </Glyph>
  );
}

/** Sharing: the 'Поделиться' button and the system share sheet (other apps). */
export function ShareIcon() {
  return (
    <Glyph>
      <path
        fill="currentColor"
        d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1Z"
      />
    </Glyph>
  );
}
