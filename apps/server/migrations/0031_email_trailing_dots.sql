-- Look-alike e-mails (issue 29): an address is stored without its domain's trailing dots (tidyEmail in
-- packages/domain: `arena.gg.` is the DNS root form of `arena.gg`, one mailbox) and found by its
-- canonical form, so an account registered before as `…@arena.gg.` is tidied here to stay reachable
-- by its own owner. When another account holds the tidied address (the look-alike the issue is about),
-- both rows are left as they are, for an operator to settle: renaming one would break the unique index
-- on lower(email), and which of the two is genuine is not for a migration to decide.
update users u
   set email = rtrim(u.email, '.')
 where u.email like '%.'
   and not exists (
     select 1
       from users other
      where other.id <> u.id
        and lower(rtrim(other.email, '.')) = lower(rtrim(u.email, '.'))
   );
