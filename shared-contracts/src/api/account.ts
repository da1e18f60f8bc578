import { z } from 'zod';

/** POST /api/session/end: logs this browser out (idempotent; no session is fine). */
export const sessionEndResponseSchema = z.object({ ended: z.boolean() });
export type SessionEndResponse = z.infer<typeof sessionEndResponseSchema>;

/** One stored row, as stored (column names of the database). */
const storedRowSchema = z.record(z.string(), z.unknown());

/** GET /api/me/export: everything stored about the session's user, table by table. */
export const accountExportSchema = z.object({
  userId: z.string(),
  exportedAt: z.string(),
  tables: z.record(z.string(), z.array(storedRowSchema)),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** DELETE /api/me: erases the account and its health data. */
export const accountDeleteResponseSchema = z.object({
  deleted: z.literal(true),
  rowsDeleted: z.number().int().nonnegative(),
});
export type AccountDeleteResponse = z.infer<typeof accountDeleteResponseSchema>;
