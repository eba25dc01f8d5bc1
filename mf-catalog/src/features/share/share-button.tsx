import { lazy, Suspense, useState } from 'react';
import { absoluteUrl } from '../../shared/lib/site';
import buttons from '../../shared/ui/button.module.css';
import { ShareIcon } from './brand-icons';

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
        <ShareIcon />
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
