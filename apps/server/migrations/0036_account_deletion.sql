-- Account deletion (issue 30, docs/decisions/0051-data-export-and-erasure.md). A deleted account keeps
-- its row and id: the ledger's entries, challenge results and payouts stay under that id, now
-- pseudonymous, so every balance still adds up. What named the person is erased in the same transaction
-- that sets deleted_at (apps/server/src/users/account-deletion.ts): name → a neutral label, e-mail → an
-- address of the reserved .invalid domain (so the real one can register again), no password, no photo.
alter table users add column deleted_at timestamptz;

-- A local account needs a password, except once deleted (it can never sign in again).
alter table users drop constraint users_check;
alter table users add constraint users_password_check
  check (provider <> 'local' or password_hash is not null or deleted_at is not null);

-- The operators' list shows deleted accounts apart.
create index users_deleted_idx on users (deleted_at) where deleted_at is not null;
