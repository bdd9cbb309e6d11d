import { useQuery } from '@tanstack/react-query';
import { API } from '@playhouse/contract';
import { call } from './api-client';

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
