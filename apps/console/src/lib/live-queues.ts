import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API, SOCKET_CLOSE, type OpsQueueCounts, type OpsSocketMessage } from '@playhouse/contract';
import { meKey } from './session';

/**
 * The console's live feed: one websocket per open merchant (the session cookie goes with it).
 * A frame carries one queue's counts (the lists and open rows of that queue are refetched, so
 * a request another operator claims, holds or decides changes on every screen without a
 * reload) or the dashboard's figures. A refused socket (session ended) stays closed; a lost one comes back with backoff.
 */
const queuesKey = (merchant: string) => ['ops', merchant, 'queues'] as const;
/** The dashboard: read once on opening, then what the feed pushes. */
export const dashboardKey = (merchant: string) => ['ops', merchant, 'dashboard'] as const;
const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

export function useLiveQueues(merchant: string): void {
  const client = useQueryClient();
  useEffect(() => {
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    const connect = () => {
      const url = new URL(API.operator.socket, location.origin);
      url.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
      url.searchParams.set('merchant', merchant);
      socket = new WebSocket(url);
      socket.onopen = () => (attempt = 0);
      socket.onmessage = (e) => {
        const m = JSON.parse(String(e.data)) as OpsSocketMessage;
        if (m.type === 'dashboard') return client.setQueryData(dashboardKey(merchant), m.value);
        client.setQueryData<Partial<OpsQueueCounts>>(queuesKey(merchant), (old) => ({ ...old, [m.topic]: m.value }));
        void client.invalidateQueries({ queryKey: ['ops', merchant, m.topic] });
      };
      socket.onclose = (e) => {
        if (stopped) return;
        if (e.code === SOCKET_CLOSE.POLICY) {
          // The session ended (elsewhere, or timed out): the console goes back to its sign-in.
          if (e.reason === 'session_expired' || e.reason === 'not_logged_in') client.setQueryData(meKey, null);
          return;
        }
        timer = setTimeout(connect, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [client, merchant]);
}

/** The last counts the feed pushed (empty until the first frame); only the feed writes them, nothing refetches them. */
export function useQueueCounts(merchant: string): Partial<OpsQueueCounts> {
  return useQuery<Partial<OpsQueueCounts>>({ queryKey: queuesKey(merchant), queryFn: () => ({}), enabled: false }).data ?? {};
}
