/** The stores the mobile apps are in (SPEC.md 1: iOS, Android and a Russian store, RuStore). */
export const APP_STORE_IDS = ['ios', 'android', 'ru'] as const;
export type AppStoreId = (typeof APP_STORE_IDS)[number];

/** Store id -> the app's page there; a store the app is not in is left out, and its button is not shown. */
export type AppStoreLinks = Partial<Record<AppStoreId, string>>;

/** Checks config.json's appStores: absent or empty links are dropped, anything but an https URL is refused. */
export function parseAppStores(raw: unknown): AppStoreLinks {
  const links: AppStoreLinks = {};
  for (const id of APP_STORE_IDS) {
    const url = (raw as Record<string, unknown> | null | undefined)?.[id];
    if (url === undefined || url === null || url === '') continue;
    if (typeof url !== 'string' || !/^https:\/\/[^/\s]+/.test(url)) {
      throw new Error(`config.json: appStores.${id} — нужна ссылка https://`);
    }
    links[id] = url;
  }
  return links;
}

/** The wanted stores that have a link, in the wanted order. */
export function storesWithLinks(links: AppStoreLinks, wanted: readonly AppStoreId[]): AppStoreId[] {
  return wanted.filter((id) => Boolean(links[id]));
}
