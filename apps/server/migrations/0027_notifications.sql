-- Notifications (issue 16, docs/decisions/0034-notifications.md): an inbox entry, and an email unless the
-- player turned mail off, when a joined challenge starts, an hour before it ends, with its result, and when
-- the lifecycle voids it. Each entry is made once per player, challenge and kind (the unique key: two
-- instances or two lifecycle ticks racing insert with `on conflict do nothing`). The entry holds data, not
-- words: the site words it in the reader's language, the mail in the player's stored one.

-- The language the player's mail is written in: the site's when they registered or last chose one; null
-- (unknown) falls back to the country's guess (languageForCountry).
alter table users
  add column language text check (language in ('en', 'ar', 'hi', 'ur')),
  add column notify_email boolean not null default true;

create table notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  challenge_id uuid not null references challenges (id) on delete cascade,
  kind text not null check (
    kind in ('challenge_started', 'challenge_ending', 'challenge_result', 'challenge_voided')
  ),
  -- challenge_result: {rank, players, prizeTitle, prizeCents, xp}; challenge_voided: {refundedGCoins}.
  payload jsonb,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  -- When the mail went (or was settled without sending: mail off, or its moment passed); null = pending.
  emailed_at timestamptz,
  unique (user_id, challenge_id, kind)
);
-- When the "ends within the hour" pass made the challenge's challenge_ending entries: the pass takes each
-- running challenge once (the update is its gate), so a challenge of 100,000 players is not re-read every tick.
alter table challenges add column ending_noticed_at timestamptz;

-- The inbox: a player's entries newest first, paged by (created_at, id).
create index notifications_inbox_idx on notifications (user_id, created_at desc, id desc);
-- The unread count.
create index notifications_unread_idx on notifications (user_id) where read_at is null;
-- The mail sender's queue, oldest first.
create index notifications_unsent_idx on notifications (created_at, id) where emailed_at is null;

-- Mail headers beyond the subject (List-Unsubscribe and List-Unsubscribe-Post, RFC 8058), so the sandbox
-- outbox shows what a live mail carries.
alter table sandbox_mail add column headers jsonb;
