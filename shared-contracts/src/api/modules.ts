import { z } from 'zod';

/** GET /api/modules/check/{userId}: module numbers the user has unlocked. */
export const moduleCheckSchema = z.object({
  unlockedModules: z.array(z.number().int().positive()),
});
export type ModuleCheck = z.infer<typeof moduleCheckSchema>;
