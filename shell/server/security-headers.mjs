// Security headers of the page: a Content-Security-Policy that allows exactly this origin, the
// remotes' origins (from the runtime manifest) and Stripe's, plus the usual hardening headers.
const STRIPE = {
  script: ['https://js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
};

/** Origins of the absolute manifest URLs; same-origin (/mfe/…) remotes are covered by 'self'. */
export function remoteOrigins(remotes) {
  const origins = new Set();
  for (const url of Object.values(remotes)) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

export function pageSecurityHeaders(remotes) {
  const remote = remoteOrigins(remotes);
  const policy = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remote, ...STRIPE.script],
    'connect-src': ["'self'", ...remote, ...STRIPE.connect],
    'frame-src': STRIPE.frame,
    'img-src': ["'self'", 'data:', ...remote],
    'font-src': ["'self'", ...remote],
    // styled-components writes <style> tags at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return {
    'Content-Security-Policy': Object.entries(policy)
      .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
      .join('; '),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
  };
}
