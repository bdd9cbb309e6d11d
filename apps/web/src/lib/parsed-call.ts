import type { z } from 'zod';
import { call, type CallOptions } from './api-client';

const rawCall = call as unknown as (path: string, opts?: CallOptions) => Promise<unknown>;

/**
 * A call whose answer schema stays in the caller's lazy chunk (never API_ANSWERS, which every
 * page loads): the answer is parsed with the given schema, typed and checked at run time.
 */
export async function parsedCall<S extends z.ZodType>(schema: S, path: string, opts?: CallOptions): Promise<z.output<S>> {
  return schema.parse(await rawCall(path, opts));
}
