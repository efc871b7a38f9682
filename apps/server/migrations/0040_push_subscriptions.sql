-- Web Push (issue 33, docs/decisions/0069-web-push.md): a player's devices, what each player wants pushed,
-- and the record that makes each push once per inbox entry and device whatever the number of instances.
--
-- A device is its push service's endpoint (unique: the same browser subscribing again, or under another
-- player, moves the row) with the keys the payload is encrypted to (RFC 8291: p256dh, auth) and the
-- language the site was in when it subscribed. A push service that answers 404 or 410 has dropped the
-- subscription, and the row is deleted.
create table push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  endpoint text not null unique,
  p256dh text not null,
  auth text not null,
  language text,
  created_at timestamptz not null default now(),
  last_success_at timestamptz
);
create index push_subscriptions_user_idx on push_subscriptions (user_id);

-- Per player and kind, on or off; a kind without a row is on.
create table push_preferences (
  user_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('challenge_start', 'last_hours', 'overtaken', 'result', 'payout')),
  enabled boolean not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, kind)
);

-- Once per entry: the push job claims entries whose pushed_at is null (`for update skip locked`) and
-- stamps them in the same statement, as the mail job does with emailed_at (decision 0034). Entries made
-- before this migration are not pushed: stamped with their own time.
alter table notifications add column pushed_at timestamptz;
update notifications set pushed_at = created_at;
create index notifications_push_pending_idx on notifications (created_at, id) where pushed_at is null;

-- Once per device: the claim writes one delivery per entry and subscription; its primary key is the
-- arbiter of `on conflict do nothing`, so a second claim of the same entry (it cannot happen, but a
-- retried statement could) sends nothing twice. `status` is the push service's answer (null until it
-- answered, or when it could not be reached).
create table push_deliveries (
  notification_id uuid not null references notifications (id) on delete cascade,
  subscription_id uuid not null references push_subscriptions (id) on delete cascade,
  created_at timestamptz not null default now(),
  status integer,
  primary key (notification_id, subscription_id)
);
create index push_deliveries_subscription_idx on push_deliveries (subscription_id);

-- The sandbox push service (/sandbox/push/:id): what it received, by endpoint id, headers and the body
-- still encrypted. It keeps the latest 100 messages of an endpoint and none older than a day.
create table sandbox_push_messages (
  id uuid primary key default gen_random_uuid(),
  endpoint_id text not null,
  headers jsonb not null,
  body bytea not null,
  received_at timestamptz not null default now()
);
create index sandbox_push_messages_endpoint_idx on sandbox_push_messages (endpoint_id, received_at);
create index sandbox_push_messages_received_idx on sandbox_push_messages (received_at);
