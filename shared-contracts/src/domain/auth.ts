// Sign-in: phone code, tokens and social login (SPEC.md 3, 7.2).

/** POST / on the auth base. securityData (the code) is present only outside production. */
export interface SendCodeResult {
  /** The normalised phone, '8XXXXXXXXXX'. */
  phone: string;
  /** Seconds before another SMS can be sent. */
  resendIn: number;
  securityData?: string;
}

/** The pair kept in cookies (SPEC.md 3). */
export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
}

/** What the confirm, refresh and social-login calls answer. */
export interface TokenResponse extends AuthTokens {
  /** Seconds the access token is valid. */
  expiresIn: number;
  refreshExpiresIn: number;
  /** Whether this sign-in created the account. */
  isNewUser: boolean;
}

export type SocialAuthSource = 'firebase' | 'tg' | 'vk_id';

/** The Telegram widget's user object. */
export interface TelegramAuthData {
  id: number;
  firstName: string;
  lastName?: string;
  username?: string;
  photoUrl?: string;
  authDate: number;
  hash: string;
}

/** POST /auth/social body: { source_auth, data }. */
export type SocialLoginPayload =
  | { sourceAuth: 'firebase'; data: { idToken: string } }
  | { sourceAuth: 'tg'; data: TelegramAuthData }
  | {
      sourceAuth: 'vk_id';
      data: { code: string; deviceId: string; codeVerifier?: string; state?: string; redirectUri?: string };
    };

/** Session flags (SPEC.md 3). */
export interface SessionFlags {
  isAuthenticated: boolean;
  hasPremium: boolean;
}

/** Phone login state (SPEC.md 3). */
export interface PhoneLoginState {
  phone: string;
  isPhoneSend: boolean;
  isPhoneFormLoading: boolean;
  isProfileLoading: boolean;
  devSmsCode: string | null;
}
