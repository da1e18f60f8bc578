// Its own module: the shell's first page checks /api/health with it, and should not load the
// rest of the request layer (errors, query defaults) to do so.

/** Prefixes a relative path with the page's origin; absolute URLs pass through. */
export function resolveUrl(path: string): string {
  const origin = globalThis.location?.origin;
  if (/^https?:\/\//.test(path) || !origin) return path;
  return new URL(path, origin).toString();
}
