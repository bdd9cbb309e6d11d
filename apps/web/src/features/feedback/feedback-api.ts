import { useMutation } from '@tanstack/react-query';
import { API } from '@playhouse/contract';
import { feedbackAnswer, type QuestionType } from '@playhouse/contract/engagement';
import { parsedCall } from '../../lib/parsed-call';

export interface FeedbackSend {
  content: string;
  sender: string;
  type: QuestionType;
  captchaId: string | undefined;
  captcha: string;
}

/** PUT API.feedback.submit (spec §7: content, sender, type, captcha). */
export function useSendFeedback() {
  return useMutation({
    mutationFn: (body: FeedbackSend) => parsedCall(feedbackAnswer, API.feedback.submit, { method: 'PUT', body }),
  });
}
