import { z } from 'zod';
import { FEEDBACK_SENDER_MAX, feedbackLengthOk } from '@playhouse/contract/engagement';
import { LIMITS } from '@playhouse/contract';
import { formSchema } from '../../lib/forms/rules';

/** The popup's fields as typed (all text: the question type is a select's value). */
export const feedbackForm = formSchema(
  {
    type: z.string(),
    content: z.string(),
    sender: z.string(),
    captcha: z.string(),
    /** A visitor names a contact; a signed-in member sends as themselves. */
    guest: z.boolean(),
  },
  (v, add) => {
    if (!feedbackLengthOk(v.content)) add('content', 'fb_length', { min: LIMITS.feedbackMin, max: LIMITS.feedbackMax });
    if (v.guest && v.sender.trim().length > FEEDBACK_SENDER_MAX) add('sender', 'fb_sender_long', { max: FEEDBACK_SENDER_MAX });
  },
);
export type FeedbackForm = z.output<typeof feedbackForm>;

export const FEEDBACK_FIELDS = ['type', 'content', 'sender', 'captcha'] as const;
export type FeedbackField = (typeof FEEDBACK_FIELDS)[number];

/** The required fields left empty, in the popup's order (spec §8: the warning lists them). */
export function emptyFields(v: FeedbackForm): FeedbackField[] {
  return FEEDBACK_FIELDS.filter((f) => (f === 'sender' ? v.guest : true) && !v[f].trim());
}
