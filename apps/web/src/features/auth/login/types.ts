/**
 * The login dialog owns the general error line, shared by its forms, trial and social buttons,
 * and whether the server has asked for a captcha.
 */
export interface LoginFormProps {
  error: string | null;
  setError(message: string | null): void;
  captchaAsked: boolean;
  setCaptchaAsked(asked: boolean): void;
}
