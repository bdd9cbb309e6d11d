import type { SmsSent } from '../api/sms';

/** The two calls of a form with a mobile number that this needs (react-hook-form's trigger and getValues fit). */
interface MobileForm {
  trigger(name: 'mobileNum'): Promise<boolean>;
  getValues(name: 'mobileNum' | 'countryDialingCode'): string;
}

/**
 * The sms button of a form with a mobile number: it validates the number first (the field
 * shows why it cannot send), then sends the code to the number as typed, trimmed.
 */
export function smsToTypedMobile(form: MobileForm, send: (mobileNum: string, countryDialingCode: string) => Promise<SmsSent>) {
  return {
    canSend: () => form.trigger('mobileNum'),
    send: () => send(form.getValues('mobileNum').trim(), form.getValues('countryDialingCode')),
  };
}
