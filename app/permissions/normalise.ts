/**
 * The form a permission code takes on the wire and in the store (SPEC.md section 6): the
 * leading slash dropped, every `/` turned into `.` and every `:` into `-`, so that
 * `/hpfm/country/list:create` becomes `hpfm.country.list-create`. Normalised codes come back
 * unchanged.
 */
export function normalisePermissionCode(code: string): string {
  return code.trim().replace(/^\/+/, '').replace(/\//g, '.').replace(/:/g, '-');
}

/** Normalises each code and drops empty ones and repeats, keeping the first occurrence's order. */
export function normalisePermissionCodes(codes: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const code of codes) {
    const normalised = normalisePermissionCode(code);
    if (normalised) seen.add(normalised);
  }
  return [...seen];
}
