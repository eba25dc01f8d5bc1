// Refresh-token rotation with reuse detection: every sign-in starts a family of sessions that its refreshes
// descend from. A rotated session keeps its row (rotated_at set) so that presenting its refresh token again is
// recognised as reuse, which revokes the whole family. authenticated_at is the family's sign-in time, carried
// through rotations: account deletion asks for a recent one.
export const statements = [
  `alter table sessions add column family_id text`,
  `alter table sessions add column authenticated_at timestamptz`,
  `alter table sessions add column rotated_at timestamptz`,
  `update sessions set family_id = 'session-' || id, authenticated_at = created_at`,
  `alter table sessions alter column family_id set not null`,
  `alter table sessions alter column authenticated_at set not null`,
  `create index sessions_family on sessions (family_id)`,
  `create index sessions_user on sessions (user_id)`,
];
