-- Operator roles and blocked players (issue 12, docs/decisions/0020-operator-roles.md).

-- 'support' runs Arena day to day (players, passports, payouts, the audit log) without changing
-- challenges, games or reading ledger totals; 'admin' may do everything.
alter table users drop constraint users_role_check;
alter table users add constraint users_role_check check (role in ('player', 'support', 'admin'));

-- A blocked account cannot sign in (password, third-party, refresh) and every session it had ended
-- when it was blocked (token_version + 1, refresh credentials revoked). Who blocked it and why is in
-- operator_audit_log; the reason is kept here too so the console shows it beside the player.
alter table users add column blocked_at timestamptz;
alter table users add column blocked_reason text
  check (blocked_reason is null or char_length(blocked_reason) between 1 and 500);
alter table users add constraint users_blocked_pair_check check ((blocked_at is null) = (blocked_reason is null));
-- Nobody blocks an administrator (demote first), so an active admin always remains.
alter table users add constraint users_admin_not_blocked_check check (role <> 'admin' or blocked_at is null);

-- The audit log filtered by action, newest first.
create index operator_audit_log_action_idx on operator_audit_log (action, id);
