import { API, PLATFORM_CODE } from '@playhouse/contract';
import { call } from '../../../lib/api-client';

/** A coarse OS name for the trial login's `os` field. */
function detectOs(): string {
  const ua = navigator.userAgent;
  if (/android/i.test(ua)) return 'Android';
  if (/iphone|ipad|ipod/i.test(ua)) return 'iOS';
  if (/windows/i.test(ua)) return 'Windows';
  if (/mac os/i.test(ua)) return 'MacOS';
  if (/linux/i.test(ua)) return 'Linux';
  return 'Other';
}

/** POST /wps/session/login/freeplay: a trial account (FREEPLAY3). */
export const freeplayLogin = () =>
  call(API.session.freeplay, {
    method: 'POST',
    body: { platform: PLATFORM_CODE, gatewayVersion: 3, os: detectOs() },
  });
