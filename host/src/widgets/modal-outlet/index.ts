export { ModalOutlet } from './modal-outlet';
export { $activeModal } from './model';
