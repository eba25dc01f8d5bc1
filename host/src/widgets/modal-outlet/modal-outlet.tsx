import { modalClosed } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { RemoteParcel } from '../../shared/federation/remote-parcel';
import styles from './modal-outlet.module.css';
import { $activeModal } from './model';

/** Modals that cannot be dismissed while they load (SPEC.md 2.8: onboarding's close button is disabled). */
const UNCLOSABLE = new Set<string>(['onboarding']);

/** Where remote modals mount. While a modal loads, or if it cannot, the host shows its own overlay. */
export function ModalOutlet() {
  const { active, closeModal } = useUnit({ active: $activeModal, closeModal: modalClosed });

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
  const frame = (closable: boolean) => (content: React.ReactNode) => (
    <div className={styles.overlay} data-modal-loading={closable ? 'closable' : ''}>
      <div className={styles.frame} role="dialog" aria-modal="true" aria-label="Загрузка">
        {closable && (
          <button type="button" className={styles.close} onClick={close} aria-label="Закрыть">
            ×
          </button>
        )}
        {content}
      </div>
    </div>
  );
  return (
    <div className={styles.outlet} data-modal={active.id}>
      <RemoteParcel
        key={active.key}
        remote={active.remote}
        expose={active.expose}
        props={{ request: active.request }}
        skeleton={frame(!UNCLOSABLE.has(active.id))(
          <div className={styles.spinner} role="status" aria-label="Загружаем" />,
        )}
        fallbackWrapper={frame(true)}
      />
    </div>
  );
}
