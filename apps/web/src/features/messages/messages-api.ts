import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '@playhouse/contract';
import { MESSAGE_PAGE_SIZE, messageChangeAnswer, messagesPage, type MessageReadFilter } from '@playhouse/contract/engagement';
import { badgeKeys, messageKeys } from '../../lib/badges';
import { parsedCall } from '../../lib/parsed-call';
import { useSession } from '../../lib/session';

/** GET API.messages.list: one page of the inbox, filtered by read state; the last page stays while the next loads. */
export function useInbox(status: MessageReadFilter, page: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...messageKeys.inbox(token), status, page],
    queryFn: () => parsedCall(messagesPage, API.messages.list, { query: { status, pageNo: page, pageSize: MESSAGE_PAGE_SIZE } }),
    enabled: !!token,
    placeholderData: keepPreviousData,
  });
}

/**
 * The inbox's changes (read one, delete one, read all): each answers the new unread count,
 * which goes straight into the badge; the inbox pages are read again.
 */
function useInboxChange<A>(run: (arg: A) => Promise<unknown>) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (arg: A) => messageChangeAnswer.parse(await run(arg)),
    onSuccess: (a) => {
      queryClient.setQueryData(badgeKeys.of('messages', token), a.unread);
      return queryClient.invalidateQueries({ queryKey: messageKeys.inbox(token) });
    },
  });
}

export const useReadMessage = () =>
  useInboxChange((id: string) => parsedCall(messageChangeAnswer, API.messages.one, { method: 'PUT', params: { id } }));
export const useDeleteMessage = () =>
  useInboxChange((id: string) => parsedCall(messageChangeAnswer, API.messages.one, { method: 'DELETE', params: { id } }));
export const useReadAll = () =>
  useInboxChange((_: void) => parsedCall(messageChangeAnswer, API.messages.readAll, { method: 'PUT' }));
