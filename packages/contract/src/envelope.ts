import { z } from 'zod';

// Every failure the server sends has this shape (ARCHITECTURE.md: one error handler).
export const errorResponseSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
