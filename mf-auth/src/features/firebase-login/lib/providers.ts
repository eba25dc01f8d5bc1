/** The identity providers signed in through Firebase Auth (SPEC.md 2.5: 'Войти с Google', 'Войти с Apple'). */
export const FIREBASE_PROVIDERS = {
  google: { title: 'Google', providerId: 'google.com' },
  apple: { title: 'Apple', providerId: 'apple.com' },
} as const;

export type FirebaseProvider = keyof typeof FIREBASE_PROVIDERS;

export function isFirebaseProvider(value: string): value is FirebaseProvider {
  return value === 'google' || value === 'apple';
}

export const FIREBASE_CONFIG_MISSING = 'Firebase конфигурация не найдена';
export const UNKNOWN_PROVIDER = 'Неизвестный провайдер';
export const UNKNOWN_ERROR = 'Неизвестная ошибка';
