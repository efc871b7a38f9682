-- The sandbox outbox shows each browser only the mail Arena sent in answer to its own requests
-- (issue 9, finding 2): the mailbox is a random id kept in that browser's httpOnly cookie. Mail sent
-- by background work or an operator's action has none and is seen only with the outbox key.
alter table sandbox_mail add column mailbox text;
create index sandbox_mail_mailbox_idx on sandbox_mail (mailbox, id);
