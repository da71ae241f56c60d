/** The contact form's inbox (permission `messages`): by status in cursor pages, one message, mark, reply. */
import type { AdminContactMessage } from '@lumen/contract/admin-messages';
import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import { routeTo } from '@lumen/contract/routes';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY, staffData } from '../staff-session';

export const messagesKey = [...ADMIN_KEY, 'messages'] as const;
const PAGE_SIZE = 25;
const REPLY_RECHECK_MS = 1_500;

export type InboxFilter = 'new' | 'handled' | 'all';
export type MessageStatus = 'new' | 'handled';
export type MessageSummary = Omit<AdminContactMessage, 'reply_list'>;

const messagePath = (id: string) => routeTo(ADMIN_API_PATHS.adminMessage, { id }) as `/api/${string}`;

/** The inbox's address: the status (none for all), the page size and the cursor of the next page. */
export function messageListQuery(filter: InboxFilter, cursor: string | null): string {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (filter !== 'all') query.set('status', filter);
  if (cursor) query.set('cursor', cursor);
  return `${ADMIN_API_PATHS.adminMessages}?${query}`;
}

export function useInbox(filter: InboxFilter) {
  return useInfiniteQuery({
    queryKey: [...messagesKey, 'list', filter],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      (
        await staffData<{ messages: MessageSummary[]; next_cursor: string | null }>(
          messageListQuery(filter, pageParam) as `/api/${string}`,
        )
      ).data,
    getNextPageParam: (page) => page.next_cursor,
  });
}

export function useContactMessage(id: string) {
  return useQuery({
    queryKey: [...messagesKey, 'one', id],
    queryFn: async () => (await staffData<{ message: AdminContactMessage }>(messagePath(id))).data.message,
    retry: (count, error) => ((error as { status?: number }).status ?? 500) >= 500 && count < 2,
    // A reply leaves through the job queue a moment after it is stored: look again until none is still sending.
    refetchInterval: (query) =>
      query.state.data?.reply_list.some((reply) => reply.delivery === 'sending') ? REPLY_RECHECK_MS : false,
  });
}

export function useSetMessageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: MessageStatus }) =>
      staffData<{ message: AdminContactMessage }>(messagePath(id), { method: 'PATCH', body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
}

export function useReplyToMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      staffData<{ message: AdminContactMessage }>(
        routeTo(ADMIN_API_PATHS.adminMessageReplies, { id }) as `/api/${string}`,
        { method: 'POST', body: { text } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
}
