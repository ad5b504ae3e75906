/**
 * The Content-Security-Policy of the renderer, in both hosts (Electron protocol responses, the
 * localhost server, and the <meta> tag of index.html). No eval: validators are compiled ahead of time.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-src 'none'",
].join('; ');

/** Directives a <meta> tag cannot carry (browsers ignore them there), added only as a header. */
export const HEADER_ONLY_POLICY = "frame-ancestors 'none'";
