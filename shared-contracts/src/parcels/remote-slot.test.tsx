/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { RemoteSlot } from './remote-slot';

// On the server single-spa-react may not have made its context yet (it does so lazily): a slot renders anyway.
jest.mock('single-spa-react', () => ({ SingleSpaContext: null }));

it('renders its skeleton on the server, with no parcel context around it', () => {
  const html = renderToString(
    <RemoteSlot
      remote="mf_dating_subscription"
      expose="./premium-banner"
      props={{ type: 'event' }}
      skeleton={<p>Загружаем баннер</p>}
    />,
  );
  expect(html).toBe('<p>Загружаем баннер</p>');
});
