-- An operator who releases a disputed Brawl Stars tag (issue 12) ends the holder's link, but the holder
-- did not choose to disconnect: such a release neither uses one of their three disconnections nor
-- starts their 7-day relink lock (spec §9). The operator is kept on the row; the audit log has the rest.
alter table game_accounts add column released_by uuid references users (id);
