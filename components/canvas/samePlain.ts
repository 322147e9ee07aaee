/**
 * Deep equality of plain data (objects, arrays and primitives, as nodes and edges are: their data
 * survives JSON), for keeping an unchanged node as the very object React Flow already holds.
 */
export function samePlain(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => samePlain(x, b[i]));
  }
  const [ra, rb] = [a as Record<string, unknown>, b as Record<string, unknown>];
  const keys = Object.keys(ra);
  return keys.length === Object.keys(rb).length && keys.every((k) => Object.hasOwn(rb, k) && samePlain(ra[k], rb[k]));
}
