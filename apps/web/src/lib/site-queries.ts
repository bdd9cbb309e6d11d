import { useQuery } from '@tanstack/react-query';
import { API } from '@playhouse/contract';
import { call } from './api-client';
import { setSiteTimeZone } from './site-zone';

/** Queries of the merchant's public settings; cached for the session (§7: validators are cached). */
export const siteKeys = {
  status: ['system', 'status'] as const,
  whitelabel: ['system', 'whitelabel'] as const,
};

const forever = { staleTime: Infinity, gcTime: Infinity, retry: 1 } as const;

export const useSystemStatus = () =>
  useQuery({
    queryKey: siteKeys.status,
    queryFn: () => call(API.system.status),
    ...forever,
    staleTime: 60_000,
  });

export const useWhitelabel = () =>
  useQuery({ queryKey: siteKeys.whitelabel, queryFn: () => call(API.system.whitelabel), ...forever });

/**
 * Makes the merchant's time zone (the whitelabel's) the one the site shows and sends dates in
 * (lib/dates.ts): true once the whitelabel is known, or failed (the browser's zone then). The boot
 * gate waits for it, so every date is in the merchant's zone from the first page.
 */
export function useSiteTimeZone(): boolean {
  const { data, isPending } = useWhitelabel();
  if (data) setSiteTimeZone(data.timeZone);
  return !isPending;
}

export const useRegisterSettings = () =>
  useQuery({ queryKey: ['system', 'register'], queryFn: () => call(API.system.registerSettings), ...forever });

export const useValidators = () =>
  useQuery({ queryKey: ['system', 'validators'], queryFn: () => call(API.system.validators), ...forever });

export const useCountryCodes = () =>
  useQuery({
    queryKey: ['system', 'countries'],
    queryFn: () => call(API.system.countryCodes),
    ...forever,
  });
