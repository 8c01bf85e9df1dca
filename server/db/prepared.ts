import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { DB } from './schema';

/** Stands for the i-th argument while the query is built once; found again among the compiled parameters. */
class Argument {
  constructor(readonly index: number) {}
}

/** Where each compiled parameter comes from: an argument of the call, or a value the builder fixed. */
type Slot = { argument: number } | { value: unknown };

/**
 * A query built and compiled once per kind of database, then run with each call's values. Kysely builds and
 * compiles its query tree on every call; for the reads every signed-in request makes (the account and its credits,
 * its memberships, a task by id) that was most of the request's cost. Only for queries whose shape never depends
 * on the values: each argument must reach the SQL as a plain parameter (compared, not spread into an IN list, not
 * turned into a literal), and anything that changes per call (the time) must be an argument, not read inside
 * `build`. An argument that does not reach the parameters is refused when the query is first compiled.
 */
export function prepared<A extends ReadonlyArray<string | number>, O>(
  build: (kdb: Kysely<DB>, ...args: A) => Compilable<O>,
): (kdb: Kysely<DB>, ...args: A) => Promise<O[]> {
  // Per adapter class: SQLite and PostgreSQL differ in placeholders and quoting; one process may hold both (tests).
  const compiled = new Map<unknown, { sql: string; slots: Slot[] }>();
  return async (kdb, ...args) => {
    const dialect = kdb.getExecutor().adapter.constructor;
    let query = compiled.get(dialect);
    if (!query) {
      const markers = args.map((_, i) => new Argument(i)) as unknown as A;
      const { sql, parameters } = build(kdb, ...markers).compile();
      const slots: Slot[] = parameters.map((p) =>
        p instanceof Argument ? { argument: p.index } : { value: p },
      );
      args.forEach((_, i) => {
        if (!slots.some((slot) => 'argument' in slot && slot.argument === i))
          throw new Error(`prepared query: argument ${i} is not a parameter of ${sql}`);
      });
      query = { sql, slots };
      compiled.set(dialect, query);
    }
    const parameters = query.slots.map((slot) => ('argument' in slot ? args[slot.argument] : slot.value));
    const { rows } = await kdb.executeQuery<O>(CompiledQuery.raw(query.sql, parameters));
    return rows;
  };
}
