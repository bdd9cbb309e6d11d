import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API } from '@playhouse/contract';
import { activityItem, activityList, type ActivityItem } from '@playhouse/contract/engagement';
import { parsedCall } from '../../lib/parsed-call';
import type { ImageUpload } from '../../lib/image-files';
import { useSession } from '../../lib/session';

/** The activity centre's calls; their schemas stay in this chunk (parsedCall). */

const key = (token: string | null, lang: string) => ['activities', token, lang] as const;

export function useActivities() {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: key(token, i18n.language),
    queryFn: () => parsedCall(activityList, API.activities.list),
  });
}

/** Join, claim or apply; the answer (the activity as it is now) replaces it in the list. */
export function useActivityAction() {
  const { token } = useSession();
  const { i18n } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      a: { id: string; action: 'join' | 'claim' } | { id: string; action: 'apply'; comment: string; images: ImageUpload[] },
    ) =>
      parsedCall(activityItem, API.activities[a.action], {
        params: { id: a.id },
        method: 'POST',
        body: a.action === 'apply' ? { comment: a.comment, images: a.images } : {},
      }),
    onSuccess: (item: ActivityItem) => {
      client.setQueryData<ActivityItem[]>(key(token, i18n.language), (list) => list?.map((x) => (x.id === item.id ? item : x)));
      void client.invalidateQueries({ queryKey: ['activities'] });
    },
  });
}
