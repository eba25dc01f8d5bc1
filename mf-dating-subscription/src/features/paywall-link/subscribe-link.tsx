import { $location, goalReached } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { paywallHref, SUBSCRIBE_PAGE_GOAL } from '../../shared/lib';

interface SubscribeLinkProps {
  /** Which paywall this is, sent as utm_content ('dating-block', 'community', 'offer-image'). */
  content: string;
  className?: string;
  /** Called before the host navigates: an offer modal closes itself here (SPEC.md 4 'Paywall goals'). */
  onFollow?: () => void;
  children: ReactNode;
  label?: string;
}

/**
 * A paywall's subscribe link: a real <a href> to /subscription with the campaign parameters (SPEC.md 2.6),
 * which records the goal 'переход на страницу оформления подписки'. The host intercepts the click.
 */
export function SubscribeLink({ content, className, onFollow, children, label }: SubscribeLinkProps) {
  const { location, goal } = useUnit({ location: $location, goal: goalReached });
  return (
    <a
      href={paywallHref(location, content)}
      className={className}
      aria-label={label}
      data-testid="subscribe-link"
      onClick={() => {
        goal({ name: SUBSCRIBE_PAGE_GOAL, params: { source: content } });
        onFollow?.();
      }}
    >
      {children}
    </a>
  );
}
