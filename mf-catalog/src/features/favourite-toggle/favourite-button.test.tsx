import {
  $personalLists,
  $session,
  NO_PERSONAL_LISTS,
  type PersonalLists,
  type Session,
} from '@kaver/shared-contracts';
import { act, render, screen } from '@testing-library/react';
import { allSettled, createEvent, fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { FavouriteButton } from './favourite-button';

const anonymous: Session = { status: 'anonymous', user: null, subscription: null };
const signedIn: Session = { status: 'authenticated', user: null, subscription: null };
// The page's data is the public one: nobody's favourite.
const target = { kind: 'events' as const, id: 5, isFavorite: 0 as const, favoritesCnt: 3 };
const lists = (favouriteEvents: number[]): PersonalLists => ({ ...NO_PERSONAL_LISTS, favouriteEvents });

describe('FavouriteButton', () => {
  test('the public page shows the count and an empty heart, whoever asks', () => {
    const html = renderToString(
      <Provider value={fork({ values: [[$session, anonymous]] })}>
        <FavouriteButton target={target} />
      </Provider>,
    );
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('В избранное');
    expect(html).toContain('>3<');
  });

  test('once the session has come, the heart says whether the visitor keeps it', async () => {
    const sessionCame = createEvent<{ session: Session; kept: PersonalLists }>();
    $session.on(sessionCame, (_, { session }) => session);
    $personalLists.on(sessionCame, (_, { kept }) => kept);
    const scope = fork({ values: [[$session, anonymous]] });
    render(
      <Provider value={scope}>
        <FavouriteButton target={target} />
      </Provider>,
    );
    expect(screen.getByTestId('favourite-button')).toHaveAttribute('aria-pressed', 'false');
    await act(() => allSettled(sessionCame, { scope, params: { session: signedIn, kept: lists([9, 5]) } }));
    expect(screen.getByTestId('favourite-button')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('В избранном')).toBeInTheDocument();
    expect(screen.getByTestId('favourite-count')).toHaveTextContent('3');
    await act(() => allSettled(sessionCame, { scope, params: { session: signedIn, kept: lists([9]) } }));
    expect(screen.getByTestId('favourite-button')).toHaveAttribute('aria-pressed', 'false');
  });
});
