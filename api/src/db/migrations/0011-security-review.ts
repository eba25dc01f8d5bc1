// Issue 22 (security review). Sessions: a rotated session keeps the id of the pair it was exchanged for and that
// pair sealed with the presented refresh token, so a repeat within the grace answers the same pair (one session,
// not a fork). Calendar feeds: a random token per feed, stored hashed (for the lookup) and sealed with the server
// key (to show the owner the address again); rows made before keep their derived token until renewed or turned
// off. Sign-in proofs (Telegram payloads): each is taken once. Retention: indexes of the pruning job.
export const statements = [
  `alter table sessions add column successor_id integer references sessions(id) on delete set null`,
  `alter table sessions add column successor_sealed text`,
  `create index sessions_refresh_expiry on sessions (refresh_expires_at)`,
  `create index sessions_rotated on sessions (rotated_at) where rotated_at is not null`,
  `create index sessions_revoked on sessions (revoked_at) where revoked_at is not null`,
  `create index sms_codes_created on sms_codes (created_at)`,
  `alter table calendar_feeds add column token_sealed text`,
  `alter table calendar_feeds alter column version set default 1`,
  `create table used_sign_in_proofs (
    proof_hash text primary key,
    expires_at timestamptz not null)`,
  `create index used_sign_in_proofs_expiry on used_sign_in_proofs (expires_at)`,
];
