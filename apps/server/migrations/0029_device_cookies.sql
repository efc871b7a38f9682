-- Device cookies (issue 29, docs/decisions/0045-device-cookies.md; auth/device-cookie.ts): a failed
-- login made with a valid device cookie is recorded with that cookie's nonce and counts against that
-- cookie only; rows without a nonce are the untrusted failures, counted per (account, address), per
-- address and per account as before (auth/login-throttle.ts).
alter table login_failures add column device_nonce text;
create index login_failures_device_idx on login_failures (email_key, device_nonce, failed_at)
  where device_nonce is not null;
