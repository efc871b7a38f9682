-- Account change notices (issue 35, docs/decisions/0065-session-cache.md). Each server instance keeps what
-- authentication reads of an account (role, token version, blocked, which sessions are live) in memory, so
-- a signed-in request needs no query for it. Whatever could end a session or change what it may do is
-- announced here, by the database itself, so no write site can forget it: a change of token_version,
-- role or blocked_at, a deleted account, a revoked or deleted session. NOTIFY is sent at COMMIT (never for
-- a rolled-back write) to every listening connection: the writer's own (its instance drops the entry
-- before the write's COMMIT returns) and every other instance's listener. The payload is the account id.
-- Tests run side by side in schemas of one server: the channel carries the schema's name, as the change
-- feed's does (postgres-database.ts).
create function arena_accounts_channel() returns text language sql stable as $$
  select case when current_schema() = 'public' then 'arena_accounts' else 'arena_accounts_' || current_schema() end
$$;

create function arena_user_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform pg_notify(arena_accounts_channel(), old.id::text);
  else
    perform pg_notify(arena_accounts_channel(), new.id::text);
  end if;
  return null;
end;
$$;

create function arena_session_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform pg_notify(arena_accounts_channel(), old.user_id::text);
  else
    perform pg_notify(arena_accounts_channel(), new.user_id::text);
  end if;
  return null;
end;
$$;

create trigger users_account_changed after update of token_version, role, blocked_at on users
  for each row
  when (new.token_version is distinct from old.token_version or new.role is distinct from old.role
        or new.blocked_at is distinct from old.blocked_at)
  execute function arena_user_changed();
create trigger users_account_deleted after delete on users
  for each row execute function arena_user_changed();

create trigger sessions_revoked after update of revoked_at on sessions
  for each row when (new.revoked_at is distinct from old.revoked_at)
  execute function arena_session_changed();
create trigger sessions_deleted after delete on sessions
  for each row execute function arena_session_changed();
