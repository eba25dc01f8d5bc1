import type { BenefitIcon as BenefitIconId } from '../lib/benefits';

const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** The small line icon of each benefit, drawn in the current colour. */
export function BenefitIcon({ id, size = 24 }: { id: BenefitIconId; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      {id === 'profiles' && (
        <>
          <circle cx="8" cy="8" r="3" {...STROKE} />
          <circle cx="16.5" cy="9" r="2.5" {...STROKE} />
          <path
            d="M2.5 19c.6-3.2 2.8-5 5.5-5s4.9 1.8 5.5 5M13.5 14.6c.9-.7 1.9-1 3-1 2.3 0 4 1.5 4.5 4.4"
            {...STROKE}
          />
        </>
      )}
      {id === 'chats' && (
        <>
          <path d="M4 5h16v11H9l-5 4z" {...STROKE} />
          <path
            d="M12 13.2s-3-1.8-3-3.7c0-1 .8-1.7 1.6-1.7.6 0 1.1.3 1.4.8.3-.5.8-.8 1.4-.8.8 0 1.6.7 1.6 1.7 0 1.9-3 3.7-3 3.7z"
            fill="currentColor"
          />
        </>
      )}
      {id === 'unusual' && (
        <>
          <circle cx="8" cy="12" r="4" {...STROKE} />
          <path d="M12 12h9M18 12v3M21 12v2" {...STROKE} />
        </>
      )}
      {id === 'adult' && (
        <>
          <circle cx="12" cy="12" r="9" {...STROKE} />
          <text x="12" y="15.2" textAnchor="middle" fontSize="8.5" fontWeight="700" fill="currentColor">
            18+
          </text>
        </>
      )}
      {id === 'no-ads' && (
        <>
          <path d="M4 10v4h3l6 4V6L7 10z" {...STROKE} />
          <path d="M3 3l18 18" {...STROKE} />
        </>
      )}
      {id === 'community' && (
        <>
          <path d="M3 8a2 2 0 0 0 0 4v0a2 2 0 0 0 0 4v2h18v-2a2 2 0 0 1 0-4 2 2 0 0 1 0-4V6H3z" {...STROKE} />
          <path d="M9 6v12" strokeDasharray="2 2" {...STROKE} />
          <path d="M13 12l2-2 2 2-2 2z" fill="currentColor" />
        </>
      )}
    </svg>
  );
}
