-- Issue 16, docs/decisions/0028-skill-brackets.md: a player's skill level for the challenge's game is
-- computed when they enrol (packages/domain skillLevelFor) and stored with the participation; its bracket
-- (levels 1-3 → 1 … 16-18 → 6, the card colours' groups) follows from it. Neither ever changes afterwards.
alter table challenge_participants
  add column skill_level smallint check (skill_level between 1 and 18);

-- Participations from before the rule take the level of the challenge that admitted them.
update challenge_participants p set skill_level = c.min_skill_level
  from challenges c where c.id = p.challenge_id;

alter table challenge_participants alter column skill_level set not null;
alter table challenge_participants
  add column skill_bracket smallint generated always as ((skill_level + 2) / 3) stored;

-- A row written without a level (demo seed, fixtures written straight to the table) takes the
-- challenge's level, as the back-fill above does; enrolment always writes the computed one.
create function challenge_participants_default_skill() returns trigger language plpgsql as $$
begin
  if new.skill_level is null then
    select c.min_skill_level into new.skill_level from challenges c where c.id = new.challenge_id;
  end if;
  return new;
end;
$$;
create trigger challenge_participants_default_skill before insert on challenge_participants
  for each row when (new.skill_level is null) execute function challenge_participants_default_skill();

-- Fixed at entry: no later statement may change the level (and so the bracket) of a participation.
create function challenge_participants_fixed_skill() returns trigger language plpgsql as $$
begin
  raise exception 'A participation''s skill level is fixed at entry (decision 0028)'
    using errcode = 'check_violation';
end;
$$;
create trigger challenge_participants_fixed_skill before update of skill_level on challenge_participants
  for each row when (new.skill_level is distinct from old.skill_level)
  execute function challenge_participants_fixed_skill();

-- Recent performance (the newest counted matches of a player in a game) is read at every enrolment.
create index challenge_matches_user_recent_idx on challenge_matches (user_id, started_at desc);
