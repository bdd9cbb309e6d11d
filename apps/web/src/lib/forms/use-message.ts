import { useTranslation } from 'react-i18next';
import { translateMsg, type Params } from './messages';

/** Translates stored form messages (see lib/messages.ts) in the current language. */
export function useMessage() {
  const { t } = useTranslation();
  return (message: string | undefined) => translateMsg((k: string, p?: Params) => t(k, p ?? {}), message);
}
