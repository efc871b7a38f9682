-- Operator content in four languages (issue 31, docs/decisions/0058-challenge-translations.md): a
-- challenge's title, short description and description in English (the columns, required) and, per
-- other language of the registry, any of the three in `translations`:
-- {"ar": {"title": …, "shortDescription": …, "description": …}, "hi": {…}, "ur": {…}}. A field left out
-- falls back to the English column when a player reads it. Descriptions are stored sanitised, as the
-- English ones are. The CHECK names the registry's languages other than English
-- (apps/server/test/challenge-translations.test.ts holds it to packages/domain's registry).
alter table challenges
  add column translations jsonb not null default '{}'::jsonb,
  add constraint challenges_translations_check
    check (jsonb_typeof(translations) = 'object' and (translations - array['ar', 'hi', 'ur']) = '{}'::jsonb);
