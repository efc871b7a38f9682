-- Payments (docs/decisions/0010-payments.md). The ledger (0005) holds the money; these tables hold
-- the payment orders that lead to a ledger credit, the provider webhooks already seen, and the state
-- of the two sandbox providers (which stand in for PayPal and the hosted payment page).

-- One row per order created at a provider. The server decided the pack from the price, so the row
-- carries what it buys; the ledger credit is keyed by the provider's order id, never by this row.
create table payment_orders (
  id uuid primary key,
  provider text not null check (provider in ('checkout', 'hosted')),
  provider_order_id text not null,
  user_id uuid not null references users (id) on delete restrict,
  pack_gcoins integer not null check (pack_gcoins in (1, 3, 5, 10)),
  price_cents bigint not null check (price_cents > 0),
  -- What the payer is charged: USD for checkout; the chosen currency for the hosted page, in its
  -- minor units (fils, paise, cents), computed by the server from its own rate.
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  amount_minor bigint not null check (amount_minor > 0),
  status text not null default 'created'
    check (status in ('created', 'approved', 'captured', 'completed', 'cancelled', 'failed')),
  capture_id text,
  ledger_transaction_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider, provider_order_id)
);
create index payment_orders_user_idx on payment_orders (user_id, created_at);

-- Webhook deliveries by provider event id. A delivery is recorded before it is processed and marked
-- processed after; a redelivery of a processed event does nothing, one of an unprocessed event
-- (the first attempt failed) is processed again, which the ledger's idempotency key makes safe.
create table payment_webhook_events (
  provider text not null check (provider in ('checkout', 'hosted')),
  event_id text not null,
  event_type text not null,
  received_at timestamptz not null default now(),
  processed_at timestamptz,
  payload jsonb not null,
  primary key (provider, event_id)
);

-- CHECKOUT_MODE=sandbox: the orders of the imitation PayPal (approve page /sandbox/checkout/:id).
create table sandbox_checkout_orders (
  id text primary key,
  request_id text not null unique,
  amount_cents bigint not null check (amount_cents > 0),
  currency text not null,
  description text not null,
  return_url text not null,
  cancel_url text not null,
  status text not null default 'CREATED'
    check (status in ('CREATED', 'APPROVED', 'VOIDED', 'COMPLETED')),
  capture_id text unique,
  created_at timestamptz not null default now()
);

-- HOSTED_PAYMENTS_MODE=sandbox: the imitation hosted payment page (/sandbox/pay/:id).
create table sandbox_hosted_payments (
  id text primary key,
  reference text not null unique,
  amount_minor bigint not null check (amount_minor > 0),
  currency text not null,
  description text not null,
  return_url text not null,
  cancel_url text not null,
  status text not null default 'pending' check (status in ('pending', 'paid', 'declined')),
  created_at timestamptz not null default now()
);
