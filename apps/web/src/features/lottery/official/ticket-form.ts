import { z } from 'zod';
import { MAX_POINTS } from '@playhouse/contract/lottery';

/** The ticket's form: points per elementary bet. */
export const ticketSchema = z.object({ points: z.coerce.number().int().min(1).max(MAX_POINTS) });
export type TicketValues = z.output<typeof ticketSchema>;
export type TicketInput = z.input<typeof ticketSchema>;
