import { $runtimeConfig, type RuntimeConfig } from '@kaver/shared-contracts';

/** The brand shown in 'Вход в' + brand (SPEC.md 2.5). */
export const $brand = $runtimeConfig.map((config) => config?.brand ?? 'Kaver');

/** The public origin ('https://kaver.ru') of the pages' structured data; empty (root-relative) until loaded. */
export const $siteUrl = $runtimeConfig.map((config) => config?.siteUrl ?? '');

/** Outside production the send-code call is made twice and the code is shown (SPEC.md 4 'Non-production hosts'). */
export const $isProduction = $runtimeConfig.map((config) => isProductionConfig(config));

export function isProductionConfig(config: Pick<RuntimeConfig, 'environment'> | null): boolean {
  return config?.environment === 'production';
}

export type FirebaseConfig = NonNullable<RuntimeConfig['firebase']>;
export type VkIdConfig = NonNullable<RuntimeConfig['vkid']>;
export type TelegramConfig = NonNullable<RuntimeConfig['telegram']>;

export const $firebaseConfig = $runtimeConfig.map((config) => config?.firebase ?? null);
export const $vkIdConfig = $runtimeConfig.map((config) => config?.vkid ?? null);
export const $telegramConfig = $runtimeConfig.map((config) => config?.telegram ?? null);
