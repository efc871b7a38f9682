-- Operator challenges (issue 12, docs/decisions/0021-operator-challenges-and-ledger.md). Operators
-- create and edit challenges before they start and may cancel any challenge that has not finished:
-- status 3 (cancelled) with who, when and why. A cancelled challenge is never started, scored or
-- finished again, and every entry fee it took is refunded once through the ledger (journal
-- transaction type 'refund', key refund:<challengeId>:<userId>).
alter table challenges drop constraint challenges_status_check;
alter table challenges add constraint challenges_status_check check (status in (0, 1, 2, 3));

alter table challenges
  add column created_by uuid references users (id),
  add column updated_at timestamptz,
  add column cancelled_at timestamptz,
  add column cancelled_by uuid references users (id),
  add column cancel_reason text check (cancel_reason is null or char_length(cancel_reason) between 1 and 500);
alter table challenges add constraint challenges_cancelled_check
  check ((status = 3) = (cancelled_at is not null) and (status = 3) = (cancel_reason is not null)
         and (status <> 3 or finished_at is null));

-- The operators' list filters by game and status and pages by start time.
create index challenges_status_start_idx on challenges (status, start_time desc);

-- The ledger's refund of an entry fee (entry_fees → user gcoin).
alter table journal_transactions drop constraint journal_transactions_type_check;
alter table journal_transactions add constraint journal_transactions_type_check
  check (type in ('purchase', 'purchase_bonus', 'crystal_exchange', 'entry_fee', 'prize', 'referral_reward',
                  'withdrawal', 'withdrawal_refund', 'refund'));
-- Ledger totals read journal transactions by day.
create index journal_transactions_created_idx on journal_transactions (created_at);
-- A challenge's entry fees and refunds (metadata.challengeId): the operators' "fees collected".
create index journal_transactions_challenge_idx on journal_transactions ((metadata ->> 'challengeId'))
  where type in ('entry_fee', 'refund');
