-- Idempotency-Key semantics of payment providers (docs/decisions/0009-ledger.md "Idempotency-Key
-- requests", src/http/idempotency.ts). A key belongs to one user; the row remembers which request it
-- was first used for (a SHA-256 of method, route and canonical JSON body) and the response that
-- request got, so the same request again answers the same response and a different one with the same
-- key is refused (422). The row is written in the same transaction as the work it guards: a request
-- that fails leaves no row, and a concurrent request with the key waits on the uncommitted row.
create table idempotency_keys (
  user_id uuid not null references users (id),
  idempotency_key text not null check (char_length(idempotency_key) between 1 and 255),
  request_hash text not null check (request_hash ~ '^[0-9a-f]{64}$'),
  -- Which route used the key, for people reading the table (the hash already covers it).
  method text not null,
  route text not null,
  -- The first response, set before the transaction that inserted the row commits (so never null
  -- outside it). Only successes are kept: a failed request rolls back with its row.
  response_status integer check (response_status between 200 and 299),
  -- The serialised JSON body as first sent, replayed byte for byte.
  response_body text,
  created_at timestamptz not null default now(),
  primary key (user_id, idempotency_key),
  check ((response_status is null) = (response_body is null))
);
