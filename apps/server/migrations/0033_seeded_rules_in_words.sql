-- Issue 34: the demo seed wrote each challenge's rules (duration, entry fee, games counted, ranking) into its
-- description as English prose, so an Arabic page showed "Duration", "Entry fee" … in English. The challenge
-- page now tells those rules from the challenge's own facts in the reader's language, and the seed writes
-- only its blurb. The list the seed wrote, in its exact words, leaves the descriptions it is in; an
-- operator's own text (anything else) stays as written.
update challenges
   set description = regexp_replace(
         description,
         '<ul><li>Duration: [0-9]+ hours</li><li>Entry fee: (free|[0-9]+ GCoin)</li><li>Games counted: (unlimited|your first [0-9]+)</li><li>Ranking: total score, then fewer games, then earlier entry</li></ul>',
         '')
 where description like '%<li>Ranking: total score, then fewer games, then earlier entry</li></ul>%';
