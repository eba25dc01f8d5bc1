// JSON schemas of the answers about the caller (snake_case, as sent): sign-in, the profile, favourite toggles,
// the subscription and payments. The shapes are the domain types of @kaver/shared-contracts/domain (auth.ts,
// profile.ts, subscription.ts, payment.ts); the properties are in the order the routes write them, so an answer
// reads the same with and without its schema.
import {
  boolean,
  integer,
  integers,
  nullableInteger,
  nullableObject,
  nullableString,
  object,
  string,
} from './schema-parts';

/** POST / on the auth base (SendCodeResult). */
export const sendCodeSchema = object({
  phone: { ...string, description: "The normalised phone, '8XXXXXXXXXX'" },
  resend_in: { ...integer, description: 'Seconds before another SMS can be sent' },
  security_data: { ...string, description: 'The code itself; outside production only' },
});

/** The confirm, refresh and social sign-in answers (TokenResponse); a refresh by cookie leaves out the tokens. */
export const tokensSchema = object({
  access_token: string,
  refresh_token: string,
  expires_in: { ...integer, description: 'Seconds the access token is valid' },
  refresh_expires_in: integer,
  is_new_user: { ...boolean, description: 'Whether this sign-in created the account' },
});

/** GET /profile/-1 and the profile writes (Profile). */
export const profileSchema = object({
  id: integer,
  phone: { ...nullableString, description: "'8XXXXXXXXXX', or null for a social-only account" },
  email: nullableString,
  first_name: nullableString,
  birth_dt: { ...nullableString, description: 'DD.MM.YYYY' },
  age: nullableInteger,
  gender: { ...nullableString, description: 'female, male or other' },
  id_city: { ...integer, description: 'City id, 0 when unset' },
  avatar: string,
  categories: { ...integers, description: 'Event type ids' },
  purposes: { ...integers, description: 'Purpose ids' },
  survey_answers: {
    type: 'object',
    description: 'Question id -> answer ids',
    additionalProperties: integers,
  },
  has_premium: boolean,
  is_onboarded: boolean,
});

/** A favourite toggle: the caller's flag and the new counter. */
export const favoriteToggleSchema = object({
  is_favorite: { ...integer, enum: [0, 1] },
  favorites_cnt: integer,
});

/** A write with nothing else to say. */
export const doneSchema = object({ ok: boolean });

/** GET /purchase/subscription/status and the subscription writes (UserSubscription). */
export const subscriptionStatusSchema = object({
  id_subscription: { ...nullableInteger, description: 'Null when the user never subscribed' },
  is_subscription_paid: { ...boolean, description: 'Premium' },
  subscription_status_text: string,
  subscription_id: { ...nullableString, description: "The plan id, e.g. 'site_month_577'" },
  paid_until: { ...nullableString, description: "'DD.MM.YYYY HH:mm' (Moscow time)" },
  auto_renew: boolean,
});

/** GET /subscriptions (Plan). */
export const planSchema = object({
  subscription_id: string,
  title: string,
  billing_period: { ...string, enum: ['week', 'month', 'year'] },
  price: { ...integer, description: 'Rubles per billing period' },
  currency: string,
  price_label: string,
});

/** One paid period of the history (SubscriptionPurchase). */
export const purchaseSchema = object({
  id: integer,
  subscription_id: string,
  title: string,
  price: integer,
  platform: string,
  payment_id: string,
  starts_at: { ...string, description: "'DD.MM.YYYY HH:mm' (Moscow time)" },
  ends_at: string,
  is_renewal: boolean,
});

/** A YooKassa payment as the API answers it (Payment). */
export const paymentSchema = object({
  id: string,
  status: { ...string, enum: ['pending', 'waiting_for_capture', 'succeeded', 'canceled'] },
  paid: boolean,
  amount: object({ value: { ...string, description: "Decimal, '577.00'" }, currency: string }),
  description: {
    ...string,
    description: "website;{plan id};{email}, as YooKassa keeps it: cut to 128 characters, ending in '…'",
  },
  metadata: object({ subscription_id: string, subscription_title: string, email: string }),
  confirmation: {
    ...nullableObject({ type: string, confirmation_token: string }),
    description: 'While the payment waits for the widget',
  },
  cancellation_details: nullableObject({ party: string, reason: string }),
  created_at: string,
});
