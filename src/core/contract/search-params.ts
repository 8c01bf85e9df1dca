/** A field of a query as its sender builds it: numbers and flags travel as text, absent ones not at all. */
type QueryValue = string | number | boolean | undefined;

/**
 * The search params of a query built as a contract's inferred type, in its key order. Builders of URLs write
 * their query through this, so the fields they send are the ones the receiving schema names.
 */
export function toSearchParams(query: Record<string, QueryValue>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  return params;
}
