/** Whether a query value is one of the empty values dropped from query parameters. */
function isEmpty(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * A copy of `query` without its null, undefined, empty-string and empty-array values
 * (SPEC.md section 5). Zero, `false` and whitespace are kept; nested objects are not visited.
 */
export function cleanQuery<T extends object>(query: T | null | undefined): Partial<T> {
  if (!query) return {};
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => !isEmpty(value)),
  ) as Partial<T>;
}
