import { $openModals } from '@kaver/shared-contracts';
import { combine, createEffect, sample } from 'effector';
import { $activeModal } from '../../widgets/modal-outlet/model';

/** Opening any modal locks page scrolling; closing the last one unlocks it (SPEC.md 2.7). */
export const $scrollLocked = combine(
  $openModals,
  $activeModal,
  (openModals, active) => openModals.length > 0 || active !== null,
);

export const setScrollLockFx = createEffect((locked: boolean) => {
  const root = document.documentElement;
  if (locked) {
    // Keep the page from jumping sideways when the scrollbar disappears.
    const scrollbar = window.innerWidth - root.clientWidth;
    root.style.setProperty('--kaver-scrollbar-compensation', `${scrollbar}px`);
    root.dataset.scrollLocked = '';
  } else {
    root.style.removeProperty('--kaver-scrollbar-compensation');
    delete root.dataset.scrollLocked;
  }
});

sample({ clock: $scrollLocked.updates, target: setScrollLockFx });
