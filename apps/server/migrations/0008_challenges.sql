-- Challenges (spec §3 Challenge) with their prizes, participants, counted matches and winners. Status
-- (0 upcoming, 1 current, 2 finished) follows the clock: the scheduler moves it at start_time and
-- end_time and finishes (ranks and pays) a challenge once, recording finished_at.
create table challenges (
  id uuid primary key default gen_random_uuid(),
  game_id text not null references games (id),
  title text not null,
  short_description text not null default '',
  -- Operator HTML: sanitised by the site before render (DOMPurify).
  description text not null default '',
  image text,
  start_time timestamptz not null,
  end_time timestamptz not null,
  duration_hours integer not null check (duration_hours > 0),
  entry_fee bigint not null default 0 check (entry_fee >= 0),
  max_players integer not null check (max_players > 0),
  game_limit integer not null default 0 check (game_limit >= 0),
  min_skill_level integer not null default 1 check (min_skill_level between 1 and 18),
  status smallint not null default 0 check (status in (0, 1, 2)),
  registered_players integer not null default 0 check (registered_players >= 0),
  finished_at timestamptz,
  created_at timestamptz not null default now(),
  check (end_time > start_time),
  check (registered_players <= max_players)
);
create index challenges_game_status_idx on challenges (game_id, status, start_time);

create table challenge_prizes (
  id uuid primary key default gen_random_uuid(),
  challenge_id uuid not null references challenges (id) on delete cascade,
  rank integer not null check (rank >= 1),
  title text not null,
  value_cents bigint not null check (value_cents >= 0),
  unique (challenge_id, rank)
);

create table challenge_participants (
  challenge_id uuid not null references challenges (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  score bigint not null default 0,
  bonus_score bigint not null default 0,
  games_played integer not null default 0 check (games_played >= 0),
  excluded boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (challenge_id, user_id)
);
create index challenge_participants_user_idx on challenge_participants (user_id);

-- Each match counts once per challenge and player (spec: each match counted once, unique key).
create table challenge_matches (
  challenge_id uuid not null references challenges (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  match_key text not null,
  started_at timestamptz not null,
  points bigint not null,
  bonus bigint not null default 0,
  details jsonb not null default '{}'::jsonb,
  counted_at timestamptz not null default now(),
  primary key (challenge_id, user_id, match_key)
);

create table challenge_winners (
  challenge_id uuid not null references challenges (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  rank integer not null check (rank >= 1),
  prize_cents bigint not null default 0,
  xp bigint not null default 0,
  primary key (challenge_id, user_id),
  unique (challenge_id, rank)
);
