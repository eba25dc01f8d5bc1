import { CITIES, subscriptionOfferRequested } from '@kaver/shared-contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { place } from './model';
import { PlacePage } from './place-page';
import { concealedSecretPlace as concealed } from './secret-place-fixture';

const moscow = CITIES[0]!;
test("a secret place's paywall says SPEC.md 1's text as it is written, and offers the subscription", () => {
  const scope = fork({
    values: [
      [place.$data, concealed],
      [place.$status, 'ready'],
    ],
  });
  render(
    <Provider value={scope}>
      <PlacePage
        city={moscow}
        routeCity={moscow}
        route={{
          name: 'city-place',
          path: `/moscow/places/${concealed.slug}`,
          params: { city: 'moscow', slug: concealed.slug },
          query: {},
        }}
      />
    </Provider>,
  );
  const paywall = screen.getByTestId('secret-place-paywall');
  // 'Доступно только по подписке' (SPEC.md 1): the whole of its element, no sign or stop added.
  expect(within(paywall).getByText('Доступно только по подписке', { exact: true }).textContent).toBe(
    'Доступно только по подписке',
  );
  expect(paywall).not.toHaveTextContent('🔒');
  const offers: unknown[] = [];
  const unwatch = subscriptionOfferRequested.watch((offer) => offers.push(offer));
  fireEvent.click(within(paywall).getByRole('button', { name: 'Оформить подписку' }));
  unwatch();
  expect(offers).toEqual([{ source: 'secret-place' }]);
});
