import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { applyApiError } from '../forms/api-errors';
import { checkText, formSchema } from '../forms/rules';
import { useLoginAttempt } from './use-login-attempt';
import { useLoginCaptcha } from './use-login-captcha';

const shape = { username: z.string(), password: z.string(), captcha: z.string(), remember: z.boolean() };
export type UsernameLoginValues = z.output<z.ZodObject<typeof shape>>;

/**
 * The username + password login (§4, §5), shared by the member login dialog and the agent
 * back office: both fields required (trimmed), a captcha once the server asks for one or the
 * merchant always wants one, the new-IP verification and forced password change through the
 * shared dialogs. `site: 'agent'` makes the server refuse non-agents before any session exists.
 */
export function useUsernameLogin(opts: {
  site?: 'agent';
  captchaAsked: boolean;
  setCaptchaAsked(asked: boolean): void;
  captchaScope: string;
  setFormError(message: string | null): void;
}) {
  const attempt = useLoginAttempt();
  const loginCaptcha = useLoginCaptcha(opts.captchaAsked, opts.setCaptchaAsked, opts.captchaScope);
  const needCaptcha = loginCaptcha.needed;
  const schema = useMemo(
    () =>
      formSchema(shape, (v, add) => {
        checkText(add, 'username', v.username, true);
        checkText(add, 'password', v.password, true);
        if (needCaptcha) checkText(add, 'captcha', v.captcha, true, undefined, 'captcha_required');
      }),
    [needCaptcha],
  );
  const form = useForm<UsernameLoginValues>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', password: '', captcha: '', remember: false },
  });
  const { setFormError, site } = opts;

  const onSubmit = form.handleSubmit(async (v) => {
    setFormError(null);
    try {
      await attempt(
        {
          type: 'username',
          ...(site ? { site } : {}),
          username: v.username.trim(),
          password: v.password.trim(),
          ...loginCaptcha.fields(v.captcha),
        },
        v.remember,
      );
    } catch (err) {
      const withCaptcha = loginCaptcha.afterFailure(err, () => form.setValue('captcha', ''));
      applyApiError(
        err,
        withCaptcha ? ['username', 'password', 'captcha'] : ['username', 'password'],
        form.setError,
        setFormError,
      );
    }
  });
  return { form, loginCaptcha, onSubmit };
}
