-- Games (spec §3 Game) and the game accounts players link to them (spec §2 Game-account linking, §3
-- Connected game account). Games are reference data: the five below are the product's games.
create table games (
  id text primary key,
  name text not null,
  image text not null,
  sort_order integer not null,
  is_active boolean not null default true,
  -- Which sign-in links an account for this game: Riot RSO, Steam OpenID, or a Supercell player tag.
  account_provider text not null check (account_provider in ('riot', 'steam', 'supercell'))
);

insert into games (id, name, image, sort_order, is_active, account_provider) values
  ('lol', 'League of Legends', '/games/lol.svg', 1, true, 'riot'),
  ('cs2', 'CS2', '/games/cs2.svg', 2, true, 'steam'),
  ('dota2', 'Dota 2', '/games/dota2.svg', 3, true, 'steam'),
  ('valorant', 'Valorant', '/games/valorant.svg', 4, true, 'riot'),
  ('brawlstars', 'Brawl Stars', '/games/brawlstars.svg', 5, true, 'supercell');

-- One row per link. A game account (provider + external id) belongs to one Arena user at a time;
-- disconnecting keeps the row (unlinked_at, reason) so the 7-day reconnection lock and the
-- three-disconnection allowance can be counted.
create table game_accounts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  provider text not null check (provider in ('riot', 'steam', 'supercell')),
  -- Riot PUUID, SteamID64 or Brawl Stars player tag (with its #).
  external_id text not null,
  display_name text not null,
  region text,
  details jsonb not null default '{}'::jsonb,
  linked_at timestamptz not null default now(),
  unlinked_at timestamptz,
  unlink_reason text check (unlink_reason is null or char_length(unlink_reason) between 1 and 500)
);
create unique index game_accounts_live_external_key on game_accounts (provider, external_id) where unlinked_at is null;
create unique index game_accounts_live_user_key on game_accounts (user_id, provider) where unlinked_at is null;
create index game_accounts_user_idx on game_accounts (user_id);
