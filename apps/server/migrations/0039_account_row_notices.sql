-- `GET /api/users/me` is cached per instance too (issue 35, docs/decisions/0065-session-cache.md "Me"): the
-- account's row and its first steps. So the database now announces `account:<id>` for any change of the
-- account's row (a name, a photo, a verified e-mail, XP from a prize …), not only the columns
-- authentication reads, and for a game account linked, changed or unlinked. None of these writes is on the
-- enrolment's hot path (decision 0030); a challenge joined is announced by the enrolment itself, after its
-- COMMIT, through the change feed.
drop trigger users_account_changed on users;
create trigger users_account_changed after update on users
  for each row when (old.* is distinct from new.*)
  execute function arena_user_changed();

create trigger game_accounts_changed after insert or update or delete on game_accounts
  for each row execute function arena_session_changed();
