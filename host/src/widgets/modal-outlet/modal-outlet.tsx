import { $openModals, loginAbandoned, modalClosed } from '@kaver/shared-contracts';
import { useDialogKeys } from '@kaver/shared-contracts/ui';
import { useUnit } from 'effector-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { RemoteParcel } from '../../shared/federation/remote-parcel';
import styles from './modal-outlet.module.css';
import { $activeModal, UNCLOSABLE } from './model';
import { useLoginGoneUnmounted } from './use-login-gone-unmounted';

/**
 * The host's own modal frame, while a remote modal loads or when it cannot: modal as any dialog, it takes focus,
 * keeps Tab inside and gives focus back when it goes (to the remote's modal when that comes, which takes it).
 */
function ModalFrame({
  closable,
  label,
  onClose,
  children,
}: {
  closable: boolean;
  /** What the dialog is named: it loads, or its section is unavailable. */
  label: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const onKeyDown = useDialogKeys(frame, closable ? onClose : undefined);
  return (
    <div className={styles.overlay} data-modal-loading={closable ? 'closable' : ''}>
      <div
        ref={frame}
        className={styles.frame}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {closable && (
          <button type="button" className={styles.close} onClick={onClose} aria-label="Закрыть">
            ×
          </button>
        )}
        {children}
      </div>
    </div>
  );
}

/** Where remote modals mount. While a modal loads, or if it cannot, the host shows its own overlay. */
export function ModalOutlet() {
  const { active, closeModal, openIds, abandon } = useUnit({
    active: $activeModal,
    closeModal: modalClosed,
    openIds: $openModals,
    abandon: loginAbandoned,
  });
  useLoginGoneUnmounted(active, openIds, () => abandon('closed'));

  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      // Only a frame that may be closed: onboarding's loading frame may not (SPEC.md 2.8), its failure may.
      if (event.key === 'Escape' && document.querySelector('[data-modal-loading="closable"]'))
        closeModal({ id: active.id });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active, closeModal]);

  if (!active) return null;
  const close = () => closeModal({ id: active.id });
  const frame = (closable: boolean, label: string) => (content: ReactNode) => (
    <ModalFrame closable={closable} label={label} onClose={close}>
      {content}
    </ModalFrame>
  );
  return (
    <div className={styles.outlet} data-modal={active.id}>
      <RemoteParcel
        key={active.key}
        remote={active.remote}
        expose={active.expose}
        props={{ request: active.request }}
        skeleton={frame(
          !UNCLOSABLE.has(active.id),
          'Загрузка',
        )(<div className={styles.spinner} role="status" aria-label="Загружаем" />)}
        fallbackWrapper={frame(true, 'Раздел недоступен')}
      />
    </div>
  );
}
