import { errorsTY } from './errors.ty.js';
import { messagesErrors } from './errors.messages.js';
import { patternMessages } from './patterns.js';
import { responsibleGamingErrors } from './errors.responsible-gaming.js';

/**
 * The shared texts in TY, in a module of their own: the web loads a language's texts only when
 * it is shown (apps/web/src/lib/i18n.ts), and a bundler can leave a whole module in that chunk.
 */
export const sharedMessagesTY: Record<string, string> = /* @__PURE__ */ Object.assign(
  {},
  errorsTY,
  responsibleGamingErrors.TY,
  messagesErrors.TY,
  patternMessages.TY,
);
