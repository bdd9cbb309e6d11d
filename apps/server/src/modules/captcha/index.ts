/** The captcha module's public entry: other modules, jobs, seeds and tests import only this file. */
export { captchaRoutes } from './captcha.routes.js';
export { checkCaptcha, createCaptcha, issueCaptcha, purgeExpiredCaptchas } from './captcha.service.js';
