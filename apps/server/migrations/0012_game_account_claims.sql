-- Game-account ownership (docs/decisions/0015-game-account-ownership.md).

-- Steam: a sign-in belongs to the Arena user who started it. 'steam_start' is the grant the
-- authenticated POST /api/auth/steam/start issues (its token also sits in an httpOnly cookie of the
-- browser that started); the return handler spends it and issues the 'steam_bind' grant for that
-- same user, which only that user can spend. Grants issued before this migration have no user_id
-- and so bind nobody.
alter table game_link_grants drop constraint game_link_grants_kind_check;
alter table game_link_grants
  add constraint game_link_grants_kind_check check (kind in ('riot_code', 'steam_bind', 'steam_start'));
alter table game_link_grants add column user_id uuid references users (id) on delete cascade;

-- Brawl Stars: a pending claim of a player tag. The player puts the code into their in-game name and
-- asks to verify; the claim links only when the players API shows the code. A claim blocks nobody:
-- several players may hold one for the same tag, and the first verified link ends them all. One
-- pending claim per player and provider (a new tag replaces the old claim).
create table game_account_claims (
  user_id uuid not null references users (id) on delete cascade,
  provider text not null check (provider in ('supercell')),
  external_id text not null,
  code text not null check (code ~ '^AR-[0-9A-Z]{4}$'),
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  primary key (user_id, provider)
);
create index game_account_claims_external_idx on game_account_claims (provider, external_id);

-- The sandbox Brawl Stars game (GAME_SIGNIN_MODE=sandbox): the in-game names players have set on the
-- sandbox page, so the sandbox players API shows them from every server instance. A tag without a
-- row keeps its generated name.
create table sandbox_brawl_stars_players (
  tag text primary key check (tag ~ '^#[0289PYLQGRJCUV]{3,12}$'),
  name text not null check (char_length(name) between 1 and 30),
  updated_at timestamptz not null default now()
);
