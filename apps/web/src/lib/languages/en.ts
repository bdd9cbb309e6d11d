import { sharedMessagesEN } from '@playhouse/contract';
import { mergeTexts } from './merge';

/** EN: the default and every language's fallback, so it is in the first page. */
export default mergeTexts(
  sharedMessagesEN,
  import.meta.glob<Record<string, string>>(
    ['../../locales/en.json', '../../features/*/locales/en.json', '!../../features/lottery/locales/*.json'],
    {
      eager: true,
      import: 'default',
    },
  ),
);
