import { useEffect, useState } from 'react';
import { useNavigate } from '@tm/shared-contracts/router';

/**
 * Runs a redirect rule once, before the screen shows: returns true when the screen may render.
 * `rule` returns the path to go to, or null to stay.
 */
export function useRedirectRule(rule: () => string | null): boolean {
  const navigate = useNavigate();
  const [target] = useState(rule);
  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [navigate, target]);
  return target === null;
}
