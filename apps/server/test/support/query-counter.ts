// Counts the statements a test database runs whose text contains `fragment` (from now on): how the cache
// tests (session, wallet, me; issue 35) show that a read came from memory rather than from the database.
import type { Queryable } from '../../src/db/database';

export function countQueries(database: Queryable, fragment: string): { readonly count: number } {
  let count = 0;
  const original = database.query.bind(database);
  (database as { query: Queryable['query'] }).query = (sql, params) => {
    if (sql.includes(fragment)) count += 1;
    return original(sql, params);
  };
  return {
    get count() {
      return count;
    },
  };
}
