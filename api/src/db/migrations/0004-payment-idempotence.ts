// A client's Idempotence-Key on POST /api/payments is remembered with the payment it created and a hash of the
// request, so a repeat answers that payment and a reuse for another request is refused (409), whatever the
// provider would say.
export const statements = [
  `alter table payments add column idempotence_key text`,
  `alter table payments add column request_hash text`,
  `create unique index payments_idempotence_key on payments (idempotence_key) where idempotence_key is not null`,
];
