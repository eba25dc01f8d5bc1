import { lazy, Suspense, useState } from 'react';
import { absoluteUrl } from '../../shared/lib/site';
import buttons from '../../shared/ui/button.module.css';

const ShareModal = lazy(() => import('./share-modal').then((module) => ({ default: module.ShareModal })));

/** 'Поделиться' opens the share modal for a page of the site. */
export function ShareButton({ path, title }: { path: string; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttons.secondary}
        onClick={() => setOpen(true)}
        data-testid="share-button"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            fill="currentColor"
            d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1Z"
          />
        </svg>
        Поделиться
      </button>
      {open && (
        <Suspense fallback={null}>
          <ShareModal url={absoluteUrl(path)} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
