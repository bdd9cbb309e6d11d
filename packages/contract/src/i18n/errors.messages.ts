import type { Language } from '../constants.js';
import type { ErrorCode } from '../errors.js';

/** The error codes of messages and feedback. */
export type MessagesErrorCode = Extract<ErrorCode, `message_${string}` | `feedback_${string}`>;

/** Texts of the messages and feedback codes; part of the shared texts (the feedback popup is on every page). */
export const messagesErrors: Record<Language, Record<MessagesErrorCode, string>> = {
  EN: {
    message_not_found: 'This message no longer exists.',
    message_recipient_not_found: 'No such member.',
    message_audience_invalid: 'Choose who receives the message: a member, or an agent for the agent’s team.',
    feedback_not_found: 'No such feedback.',
    feedback_already_replied: 'This feedback has been answered already.',
    feedback_no_member: 'This feedback came from a visitor without an account; reply through their contact.',
    feedback_sender_required: 'Please tell us how to reach you.',
  },
  TY: {
    message_not_found: 'Wala na ang mensaheng ito.',
    message_recipient_not_found: 'Walang ganitong miyembro.',
    message_audience_invalid: 'Piliin kung sino ang tatanggap ng mensahe: isang miyembro, o isang ahente para sa kanyang team.',
    feedback_not_found: 'Walang ganitong feedback.',
    feedback_already_replied: 'Nasagot na ang feedback na ito.',
    feedback_no_member: 'Galing sa bisitang walang account ang feedback na ito; sumagot sa kanyang contact.',
    feedback_sender_required: 'Pakisabi kung paano ka namin makokontak.',
  },
};
