import { useFocusWhenDue } from '@kaver/shared-contracts/ui';
import { useUnit } from 'effector-react';
import { type RefObject, useCallback } from 'react';
import { $viewFocusDue, focusedElement, viewFocused } from '../../../features/purchase';
import { focusTargetIn } from './focus-target';

/**
 * An offer modal asked for while this view's purchase was under way closed itself (the onboarding's, over
 * /subscription): the focus, lost to <body> with the modals before it, comes to this view, to the control the
 * purchase goes on from (the email field). Focus that is somewhere is left alone.
 */
export function useFocusAfterDeclinedOffer(view: RefObject<HTMLElement | null>) {
  const { due, moved } = useUnit({ due: $viewFocusDue, moved: viewFocused });
  const target = useCallback(() => (focusedElement() === null ? focusTargetIn(view.current) : null), [view]);
  useFocusWhenDue(due, target, moved);
}
