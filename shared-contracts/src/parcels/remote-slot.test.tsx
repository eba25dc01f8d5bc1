/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { RemoteSlot } from './remote-slot';

it('renders its skeleton on the server, in the element it watches to load when it comes onto the screen', () => {
  const html = renderToString(
    <RemoteSlot
      remote="mf_dating_subscription"
      expose="./premium-banner"
      props={{ type: 'event' }}
      skeleton={<p>Загружаем баннер</p>}
    />,
  );
  expect(html).toBe(
    '<div data-remote-slot="mf_dating_subscription/./premium-banner"><p>Загружаем баннер</p></div>',
  );
});
