import { moduloPath, ROUTES, type Programme } from '@tm/shared-contracts';

/**
 * Where "Finalizar" leads: the person's current module (the first open one not done). Module 1
 * counts as finished only when the server says it is done; without an answer, nothing is
 * declared finished and she lands on Module 1.
 */
export function finishStep(programme: Programme | null): { path: string; module1Done: boolean } {
  if (!programme) return { path: ROUTES.modulo1, module1Done: false };
  const module1Done = programme.modules.some((m) => m.number === 1 && m.state === 'done');
  return { path: moduloPath(programme.current), module1Done };
}
