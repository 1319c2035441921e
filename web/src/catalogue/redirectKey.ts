/**
 * The path an editor's redirect is looked up by: without trailing slashes (the root stays '/'). The
 * server looks its redirects up by it, and the browser the kept records' (site/savedSite.ts); a
 * module of its own, so the app every page loads does not carry it for the offline fallback.
 */
export const redirectKey = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname);
