/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { TestSlot } from './test-slot';

it("renders its skeleton on the server, in the slot's box, which it watches to load as the reader comes near", () => {
  expect(renderToString(<TestSlot />)).toBe(
    '<div class="slot" data-remote-slot="mf_dating_subscription/./premium-banner"><p>Загружаем баннер</p></div>',
  );
});
