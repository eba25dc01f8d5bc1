import { expect, type Page, test } from '@playwright/test';
import { appStarted } from '../support/app';
import { HOST_URL } from '../support/ports';
import { api, moscowEventsTotal } from './catalog-support';

interface ApiCollection {
  id: number;
  title: string;
}

/** The events count the page shows ('19 событий'), as a number. */
async function shownCount(page: Page): Promise<number> {
  return Number((await page.getByTestId('events-count').textContent())?.replace(/\D/g, ''));
}

test.describe('catalog: events filters', () => {
  test('a collection from the keyboard: in the URL, counted like the API, undone by back, redone by forward', async ({
    page,
  }) => {
    const [first, second] = await api<ApiCollection[]>('/collections?city=moscow');
    if (!first || !second) throw new Error('the seed has fewer than two collections in Moscow');
    await page.goto('/moscow/events', { waitUntil: 'networkidle' });
    const lists = page.getByTestId('events-filters-panel').getByRole('navigation', { name: 'Подборки' });
    const chip = lists.getByRole('link', { name: first.title });
    await chip.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events?collection=${first.id}`);
    await expect(chip).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => shownCount(page)).toBe(await moscowEventsTotal(`id_collection=${first.id}`));
    // The panel stayed while the list changed in place: the keyboard is where it was.
    await expect(chip).toBeFocused();

    await page.goBack();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events`);
    await expect(chip).not.toHaveAttribute('aria-current', 'true');
    await expect.poll(() => shownCount(page)).toBe(await moscowEventsTotal('show_past=0'));
    await page.goForward();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events?collection=${first.id}`);
    await expect(chip).toHaveAttribute('aria-current', 'true');

    // A deep link with other filters: the collection joins them, the count says how many are active.
    await page.goto(`/moscow/events?price=free&collection=${second.id}`);
    await expect(lists.getByRole('link', { name: second.title })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('link', { name: 'Сбросить фильтры (2)' })).toBeVisible();
    await expect
      .poll(async () => ((await page.getByTestId('events-count').isVisible()) ? shownCount(page) : 0))
      .toBe(await moscowEventsTotal(`id_collection=${second.id}&cost_start=0&cost_end=0`));
  });

  test('a collection the city does not have is dropped as malformed: no hidden filter, on the server or in the browser', async ({
    page,
  }) => {
    const collections = await api<ApiCollection[]>('/collections?city=moscow');
    const unknown = Math.max(...collections.map((collection) => collection.id)) + 1000;
    const html = (await (await fetch(`${HOST_URL}/moscow/events?collection=${unknown}&price=free`)).text())
      // React's marks between a text and a value.
      .replaceAll('<!-- -->', '');
    expect(html).not.toContain('name="collection"');
    expect(html).toContain('Сбросить фильтры (1)');

    await page.goto(`/moscow/events?collection=${unknown}&price=free`);
    await appStarted(page);
    await expect(page.getByRole('link', { name: 'Сбросить фильтры (1)' })).toBeVisible();
    await expect.poll(() => shownCount(page)).toBe(await moscowEventsTotal('cost_start=0&cost_end=0'));
    await expect(page.locator('input[name="collection"]')).toHaveCount(0);

    // A navigation in place to such an address (a link the page did not make): the browser drops it too.
    await page.evaluate((href) => {
      const link = Object.assign(document.createElement('a'), { href, textContent: 'Подборка' });
      document.body.prepend(link);
    }, `/moscow/events?collection=${unknown}`);
    await page.getByRole('link', { name: 'Подборка', exact: true }).click();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events?collection=${unknown}`);
    await expect.poll(() => shownCount(page)).toBe(await moscowEventsTotal('show_past=0'));
    await expect(page.getByRole('link', { name: /Сбросить фильтры/ })).toHaveCount(0);
    await expect(page.locator('input[name="collection"]')).toHaveCount(0);
  });

  test('selects one after another, with JavaScript: each keeps its choice, the next joins it; back shows the last', async ({
    page,
  }) => {
    await page.goto('/moscow/events', { waitUntil: 'networkidle' });
    await appStarted(page);
    const panel = page.getByTestId('events-filters-panel');
    const time = panel.getByRole('combobox', { name: 'Время' });
    const price = panel.getByRole('combobox', { name: 'Цена' });
    const age = panel.getByRole('combobox', { name: 'Возраст' });
    const past = panel.getByRole('checkbox', { name: 'Показывать уже идущие' });
    /** What each select shows: the text of its chosen option. */
    const shown = async (values: [string, string, string]) => {
      for (const [select, text] of [
        [time, values[0]],
        [price, values[1]],
        [age, values[2]],
      ] as const) {
        await expect(select.locator('option:checked')).toHaveText(text);
      }
    };

    await price.selectOption({ label: 'Бесплатно' });
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events?price=free`);
    await expect(page.getByRole('link', { name: 'Сбросить фильтры (1)' })).toBeVisible();
    await expect
      .poll(() => shownCount(page))
      .toBe(await moscowEventsTotal('show_past=0&cost_start=0&cost_end=0'));
    await shown(['Любое', 'Бесплатно', 'Любой']);

    await age.selectOption({ label: '18+' });
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events?price=free&age=5`);
    await expect(page.getByRole('link', { name: 'Сбросить фильтры (2)' })).toBeVisible();
    await shown(['Любое', 'Бесплатно', '18+']);

    await time.selectOption({ label: 'Вечер' });
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events?time=evening&price=free&age=5`);
    await expect(page.getByRole('link', { name: 'Сбросить фильтры (3)' })).toBeVisible();
    await past.check();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events?time=evening&price=free&age=5&past=1`);
    await expect(page.getByRole('link', { name: 'Сбросить фильтры (4)' })).toBeVisible();
    await shown(['Вечер', 'Бесплатно', '18+']);
    await expect(past).toBeChecked();

    // Back and forward: every control shows its URL's value.
    await page.goBack();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events?time=evening&price=free&age=5`);
    await expect(past).not.toBeChecked();
    await shown(['Вечер', 'Бесплатно', '18+']);
    await page.goBack();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events?price=free&age=5`);
    await shown(['Любое', 'Бесплатно', '18+']);
    await page.goBack();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events?price=free`);
    await shown(['Любое', 'Бесплатно', 'Любой']);
    await page.goForward();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events?price=free&age=5`);
    await shown(['Любое', 'Бесплатно', '18+']);
  });

  test('dates in a Russian calendar: DD.MM.YYYY, Monday first, the URL keeps the ISO date', async ({
    page,
  }) => {
    await page.goto('/moscow/events', { waitUntil: 'networkidle' });
    const panel = page.getByTestId('events-filters-panel');
    const from = panel.getByRole('textbox', { name: 'С даты' });
    await expect(from).toHaveAttribute('placeholder', 'ДД.ММ.ГГГГ');
    await panel.getByTestId('filter-from').getByRole('button', { name: 'Открыть календарь' }).click();
    const calendar = panel.getByRole('dialog', { name: 'С даты: календарь' });
    await expect(calendar.getByRole('columnheader').first()).toHaveText('пн');
    await expect(calendar.getByRole('columnheader').last()).toHaveText('вс');
    await calendar.getByRole('combobox', { name: 'Год' }).selectOption('2030');
    await calendar.getByRole('combobox', { name: 'Месяц' }).selectOption({ label: 'март' });
    await calendar.getByRole('button', { name: /^15 марта 2030/ }).click();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events?from=2030-03-15`);
    await expect(from).toHaveValue('15.03.2030');

    // Typed: nothing is applied until the date is whole; the end cannot be before the start.
    const to = panel.getByRole('textbox', { name: 'По дату' });
    await to.fill('2003');
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events?from=2030-03-15`);
    await to.pressSequentially('2030');
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events?from=2030-03-15&to=2030-03-20`);
    await expect(to).toHaveValue('20.03.2030');
    await panel.getByTestId('filter-to').getByRole('button', { name: 'Открыть календарь' }).click();
    await expect(
      panel
        .getByRole('dialog', { name: 'По дату: календарь' })
        .getByRole('button', { name: /^14 марта 2030/ }),
    ).toBeDisabled();
    await page.keyboard.press('Escape');

    await page.goBack();
    await expect(to).toHaveValue('');
    await expect(from).toHaveValue('15.03.2030');
  });
});

test.describe('catalog: events filters on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('folded into «Фильтры · N»: a sheet that keeps focus, closes on Escape, applies with «Показать»', async ({
    page,
  }) => {
    await page.goto('/moscow/events?price=free', { waitUntil: 'networkidle' });
    await expect(page.getByTestId('events-filters-panel')).toBeHidden();
    const toggle = page.getByRole('link', { name: 'Фильтры · 1' });
    await expect(toggle).toBeVisible();
    // The list starts on the first screen now, not below a screenful of filters.
    const firstCard = page.locator('a[data-event]').first();
    expect((await firstCard.boundingBox())?.y ?? Infinity).toBeLessThan(844);

    await toggle.click();
    const sheet = page.getByRole('dialog', { name: 'Фильтры' });
    await expect(sheet).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await sheet.getByRole('button', { name: 'Выходные' }).click();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events?price=free`);

    await toggle.click();
    await expect(sheet.getByRole('button', { name: 'Выходные' })).toHaveAttribute('aria-pressed', 'false');
    await sheet.getByRole('button', { name: 'Выходные' }).click();
    await expect(sheet.getByRole('combobox', { name: 'Цена' })).toHaveValue('free');
    await sheet.getByRole('button', { name: 'Показать' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events?date=weekend&price=free`);
    await expect(page.getByRole('link', { name: 'Фильтры · 2' })).toBeVisible();

    await page.getByRole('link', { name: 'Фильтры · 2' }).click();
    await sheet.getByRole('button', { name: 'Сбросить' }).click();
    await sheet.getByRole('button', { name: 'Показать' }).click();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events`);
    await expect(page.getByRole('link', { name: 'Фильтры', exact: true })).toBeVisible();
  });
});

test.describe('catalog: the filters sheet from the keyboard on narrow phones', () => {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 412, height: 915 },
  ]) {
    test(`${viewport.width} px: every control Tab reaches is scrolled clear of «Сбросить / Показать»`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/moscow/events', { waitUntil: 'networkidle' });
      await page.getByTestId('filters-toggle').focus();
      await page.keyboard.press('Enter');
      const sheet = page.getByRole('dialog', { name: 'Фильтры' });
      await expect(sheet).toBeVisible();
      const covered: string[] = [];
      let reached = 0;
      // Round the whole sheet once (the focus stays inside it): every field and chip, then the bar's buttons.
      for (let step = 0; step < 60; step += 1) {
        await page.keyboard.press('Tab');
        const focus = await sheet.evaluate((dialog) => {
          const active = document.activeElement as HTMLElement;
          // The bar that stays at the sheet's bottom: «Показать» and what holds it.
          const bar = dialog.querySelector('button[type="submit"]')?.parentElement as HTMLElement;
          const box = active.getBoundingClientRect();
          return {
            name:
              active.getAttribute('aria-label') || active.textContent?.trim() || active.getAttribute('name'),
            inBar: bar.contains(active),
            // What of the control the bar hides, in px (its focus ring drawn 2-3 px around it included).
            hidden: Math.max(0, Math.round(box.bottom + 3 - bar.getBoundingClientRect().top)),
          };
        });
        if (focus.inBar) continue;
        reached += 1;
        if (focus.hidden > 0) covered.push(`${focus.name}: ${focus.hidden} px under the bar`);
      }
      expect(reached).toBeGreaterThan(20);
      expect(covered).toEqual([]);
    });
  }
});
