-- Game-account linking in flight (docs/decisions/0011-game-accounts.md): short-lived, single-use
-- grants kept server-side so every instance sees them. 'riot_code' is a sandbox Riot authorization
-- code (what the sandbox consent page approved); 'steam_bind' is a SteamID64 this server has just
-- verified through Steam OpenID, redeemable once by POST /api/game/steam/bind. Tokens are stored
-- as their SHA-256.
create table game_link_grants (
  token_hash text primary key,
  kind text not null check (kind in ('riot_code', 'steam_bind')),
  subject text not null,
  redirect_uri text,
  details jsonb not null default '{}'::jsonb,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index game_link_grants_expires_idx on game_link_grants (expires_at);

-- Steam OpenID response nonces already accepted, so a captured assertion cannot be replayed.
create table openid_nonces (
  op_endpoint text not null,
  nonce text not null,
  seen_at timestamptz not null default now(),
  primary key (op_endpoint, nonce)
);
