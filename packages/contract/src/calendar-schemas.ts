import { z } from 'zod';
import { isDay, isTimeZone } from './calendar.js';

// Apart from calendar.ts: the calendar's functions reach the home page's bundle, zod must not.
export const daySchema = z.string().refine(isDay, 'yyyy-MM-dd, a calendar day from 1900');
export const timeZoneSchema = z.string().refine(isTimeZone, 'unknown time zone');
