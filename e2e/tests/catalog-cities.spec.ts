import { expect, test } from '@playwright/test';
import { HOST_URL } from '../support/ports';
import { eventWithGallery } from './catalog-support';

test.describe('catalog: every city with events has its listings, and pictures load responsively', () => {
  test('a listing outside the original five cities shows events with responsive pictures', async ({
    page,
  }) => {
    await page.goto('/novosibirsk/events/listings/concerts');
    await expect(page.getByTestId('listing-title')).toContainText('Концерты в Новосибирске');
    const cards = page.locator('a[data-event]');
    await expect(cards.first()).toBeVisible();
    const picture = cards.first().locator('picture');
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /1280x853\.avif 1280w/,
    );
    const img = picture.locator('img');
    await expect(img).toHaveAttribute('srcset', /320x213\.webp 320w/);
    await expect(img).toHaveAttribute('sizes', /400px/);
    await expect(img).toHaveAttribute('width', '960');
    await expect(img).toHaveAttribute('height', '640');
    await expect.poll(() => img.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBeGreaterThan(0);
  });

  test('the sitemap lists the listings of open cities and no page of a city not open yet', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain(`<loc>${HOST_URL}/novosibirsk/events/listings/concerts</loc>`);
    expect(xml).not.toContain(`<loc>${HOST_URL}/ufa`);
  });

  test("an event page's gallery cover is its LCP picture: fetched at once with high priority", async ({
    page,
  }) => {
    const event = await eventWithGallery('novosibirsk');
    await page.goto(`/novosibirsk/events/${event.slug}`);
    const cover = page.getByTestId('event-page').locator('button img').first();
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    await expect(cover).not.toHaveAttribute('loading', 'lazy');
    await expect(cover).toHaveAttribute('width', '960');
    const thumb = page.getByTestId('gallery-thumb').first().locator('img');
    await expect(thumb).toHaveAttribute('loading', 'lazy');
  });
});
