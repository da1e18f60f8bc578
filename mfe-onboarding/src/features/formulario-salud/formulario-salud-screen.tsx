import { ROUTES } from '@tm/shared-contracts';
import { Navigate } from '@tm/shared-contracts/router';

/**
 * The personal health form is the intake's first step now (issue 18): its old address opens that
 * step, and the intake's own rule (the welcome step) applies from there.
 */
export function FormularioSaludScreen() {
  return <Navigate to={`${ROUTES.intake}?paso=1`} replace />;
}
