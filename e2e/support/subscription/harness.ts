import { expect, type Page } from '@playwright/test';
import { API_URL, PORTS } from '../ports';

/** The mf-dating-subscription harness (the remote's stand-in host) on this run's ports, against this run's API. */
export function harnessUrl(parcel: string): string {
  return `http://localhost:${PORTS.mf_dating_subscription}/?parcel=${parcel}&api=${encodeURIComponent(API_URL)}`;
}

/** Opens a parcel in the harness and waits until the session is known. */
export async function openHarness(page: Page, parcel: string, signedIn: boolean): Promise<void> {
  await page.goto(harnessUrl(parcel));
  await expect(page.getByTestId('harness-session')).toContainText(signedIn ? 'authenticated' : 'anonymous');
}

/** Mounts the selected parcel again with other props, as QA does in the harness (an open modal is closed first). */
export async function remountWith(page: Page, props: object): Promise<void> {
  const dialog = page.getByRole('dialog');
  if ((await dialog.count()) > 0) {
    await dialog.getByRole('button', { name: 'Закрыть' }).first().click();
    await expect(dialog).toHaveCount(0);
  }
  await page.locator('#harness-props').fill(JSON.stringify(props));
  await page.getByRole('button', { name: 'Смонтировать заново' }).click();
}

/** What the remote asked of its host, as the harness logs it ('goalReached {"name":...}'). */
export function busLog(page: Page) {
  return page.getByTestId('harness-bus-log');
}

/** The id of a current Moscow event that has more than `moreThan` dating profiles (15: more than one page). */
export async function eventWithProfiles(moreThan = 0): Promise<{ id: number; total: number }> {
  const events = (await (
    await fetch(`${API_URL}/kaver/web/v1/events?city=moscow&page=1&per_page=30`)
  ).json()) as {
    items: Array<{ id: number }>;
  };
  for (const event of events.items) {
    const profiles = (await (
      await fetch(`${API_URL}/kaver/web/v1/events/${event.id}/profiles?city=moscow&page=1&per_page=15`)
    ).json()) as { total: number };
    if (profiles.total > moreThan) return { id: event.id, total: profiles.total };
  }
  throw new Error(`no Moscow event with more than ${moreThan} dating profiles in the seed`);
}
