import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '@playhouse/contract';
import {
  rgSessionAnswer,
  rgSettingsAnswer,
  type RgLimitBody,
  type RgRealityCheckBody,
  type RgSelfExclusionBody,
  type RgSettingsAnswer,
} from '@playhouse/contract/engagement';
import { parsedCall } from '../../lib/parsed-call';
import { useSession } from '../../lib/session';

/** Responsible gaming's calls; answers are parsed here, so the schemas stay in this feature's chunk. */
export const rgKeys = { settings: (token: string | null) => ['responsibleGaming', 'settings', token] as const };

export function useRgSettings() {
  const { token } = useSession();
  return useQuery({
    queryKey: rgKeys.settings(token),
    queryFn: () => parsedCall(rgSettingsAnswer, API.responsibleGaming.settings),
    enabled: !!token,
  });
}

function useSettingsMutation<B>(path: string) {
  const { token } = useSession();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => parsedCall(rgSettingsAnswer, path, { method: 'PUT', body }),
    onSuccess: (s: RgSettingsAnswer) => qc.setQueryData(rgKeys.settings(token), s),
  });
}

export const useSetLimit = () => useSettingsMutation<RgLimitBody>(API.responsibleGaming.limits);
export const useSetRealityCheck = () => useSettingsMutation<RgRealityCheckBody>(API.responsibleGaming.realityCheck);

export function useSelfExclude() {
  return useMutation({
    mutationFn: (body: RgSelfExclusionBody) =>
      parsedCall(z.null(), API.responsibleGaming.selfExclusion, { method: 'POST', body }),
  });
}

export const fetchRgSession = () => parsedCall(rgSessionAnswer, API.responsibleGaming.session);
