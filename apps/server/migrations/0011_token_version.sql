-- Revocation of access tokens (issue 9, docs/decisions/0007 "Revocation"): every access token carries
-- the version current when it was signed; a password change or "sign out everywhere" adds one, so
-- every token signed before stops working at once. Checked on each request by primary key.
alter table users add column token_version integer not null default 0 check (token_version >= 0);
