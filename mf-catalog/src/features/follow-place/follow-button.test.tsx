import { $session, type Session } from '@kaver/shared-contracts';
import { act, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { FollowButton } from './follow-button';
import { loadFollowingFx } from './model';

const anonymous: Session = { status: 'anonymous', user: null, subscription: null };
const signedIn: Session = { status: 'authenticated', user: null, subscription: null };

const scopeWith = (session: Session) =>
  fork({ values: [[$session, session]], handlers: [[loadFollowingFx, async () => ({ 7: true })]] });

describe('FollowButton', () => {
  test('the server renders a placeholder, for everyone: following is never in the public page', () => {
    for (const session of [anonymous, signedIn]) {
      const html = renderToString(
        <Provider value={scopeWith(session)}>
          <FollowButton placeId={7} />
        </Provider>,
      );
      expect(html).toContain('data-testid="follow-placeholder"');
      expect(html).not.toContain('Подписаться');
      expect(html).not.toContain('Отписаться');
    }
  });

  test('in the browser an anonymous visitor is offered to follow, a follower to unfollow', async () => {
    render(
      <Provider value={scopeWith(anonymous)}>
        <FollowButton placeId={7} />
      </Provider>,
    );
    expect(await screen.findByRole('button', { name: 'Подписаться' })).toBeInTheDocument();

    const { unmount } = render(
      <Provider value={scopeWith(signedIn)}>
        <FollowButton placeId={7} />
      </Provider>,
    );
    await act(async () => {});
    expect(await screen.findByRole('button', { name: 'Отписаться' })).toBeInTheDocument();
    unmount();
  });
});
