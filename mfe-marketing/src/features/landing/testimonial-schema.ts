// Its own file: the landing's first load takes the stories, not zod (only the test checks them).
import { z } from 'zod';

export const testimonialSchema = z.object({
  nombre: z.string().min(1),
  edad: z.number().int().min(18).max(99),
  quote: z.string().min(1),
  resultado: z.object({
    /** HbA1c in %, before and after. */
    hba1cAntes: z.number().min(4).max(15),
    hba1cDespues: z.number().min(4).max(15),
    /** Weight change in kg; negative is weight lost. */
    cambioPeso: z.number(),
  }),
  nota: z.string().min(1),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
