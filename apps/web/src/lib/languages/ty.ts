import { sharedMessagesTY } from '@playhouse/contract';
import { mergeTexts } from './merge';

/** TY (Tagalog): its own chunk, loaded when TY is shown (lib/i18n.ts loadLanguage). */
export default mergeTexts(
  sharedMessagesTY,
  import.meta.glob<Record<string, string>>(
    ['../../locales/ty.json', '../../features/*/locales/ty.json', '!../../features/lottery/locales/*.json'],
    {
      eager: true,
      import: 'default',
    },
  ),
);
