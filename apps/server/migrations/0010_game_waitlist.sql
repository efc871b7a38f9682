-- The game waitlist (spec §2 Challenges, §4 Game selection; docs/decisions/0014-game-waitlist.md):
-- players who asked to hear when an inactive game opens for challenges. notified_at is set, in the
-- transaction that activates the game, for each row whose email goes out, so each player is told
-- about a game once.
create table game_waitlist (
  user_id uuid not null references users (id) on delete cascade,
  game_id text not null references games (id),
  joined_at timestamptz not null default now(),
  notified_at timestamptz null,
  primary key (user_id, game_id)
);
-- Activation reads the game's rows still waiting for their email.
create index game_waitlist_pending_idx on game_waitlist (game_id) where notified_at is null;
