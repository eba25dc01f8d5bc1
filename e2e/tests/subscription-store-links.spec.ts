import { expect, servedConfig, test } from '../support/auth/host-config';

/**
 * Store links come from config.json's appStores (iOS, Android, RuStore): a store without a link has no button
 * anywhere, in the host's footer or in the remotes (paywalls, /community, the payment result).
 */
const storesIn = (locator: import('@playwright/test').Locator) =>
  locator
    .locator('[data-store]')
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute('data-store'), link.getAttribute('href')]),
    );

test('the development config links the three stores of SPEC.md 1 (iOS, Android, RuStore), in the host and the remotes', async ({
  page,
}) => {
  const stores = servedConfig().appStores as Record<string, string>;
  expect(Object.keys(stores).sort()).toEqual(['android', 'ios', 'ru']);
  const expected = [
    ['ios', stores.ios],
    ['android', stores.android],
    ['ru', stores.ru],
  ];
  await page.goto('/community');
  const footer = page.locator('footer');
  await expect(footer.locator('[data-store]')).toHaveCount(3);
  expect(await storesIn(footer)).toEqual(expected);
  const communities = page.locator('[data-section="communities"]');
  await expect(communities.locator('[data-store]')).toHaveCount(3);
  expect(await storesIn(communities)).toEqual(expected);
});

test('a deploy that sets only the iOS link shows only the App Store button, in the host and the remotes', async ({
  page,
  deployConfig,
}) => {
  const ios = 'https://apps.apple.com/ru/app/kaver/id6470000001';
  await deployConfig({ appStores: { ios } });
  await page.goto('/community');
  const footer = page.locator('footer');
  await expect(footer.locator('[data-store]')).toHaveCount(1);
  expect(await storesIn(footer)).toEqual([['ios', ios]]);
  const communities = page.locator('[data-section="communities"]');
  await expect(communities.locator('[data-store]')).toHaveCount(1);
  expect(await storesIn(communities)).toEqual([['ios', ios]]);
});
