// The inbox: pages of messages (load more), mark read and delete. Both changes update the cached pages at once
// and refresh the unread count the shell's header shares (['member', 'mail', 'unread', token]).
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailMessage, Paged } from 'shared';
import { memberAreaKeys } from '../api/keys';
import { deleteMail, fetchMailPage, markMailRead } from '../api/mail';
import { useSessionToken } from 'shared';

const FIRST_PAGE = 1;
type MailPages = InfiniteData<Paged<MailMessage>, number>;

export function useMailList() {
  const token = useSessionToken();
  return useInfiniteQuery({
    queryKey: memberAreaKeys.mailList(token),
    queryFn: ({ pageParam }) => fetchMailPage(pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: token !== null,
  });
}

function useMailChange(
  mutationFn: (id: number) => Promise<null>,
  apply: (list: MailMessage[], id: number) => MailMessage[],
) {
  const client = useQueryClient();
  const token = useSessionToken();
  return useMutation({
    mutationFn: (id: number) => mutationFn(id),
    onSuccess: (_result, id) => {
      client.setQueryData<MailPages>(memberAreaKeys.mailList(token), (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, list: apply(page.list, id) })) } : data,
      );
      return client.invalidateQueries({ queryKey: memberAreaKeys.mailUnread });
    },
  });
}

export function useMarkMailRead() {
  return useMailChange(markMailRead, (list, id) =>
    list.map((message) => (message.id === id ? { ...message, read: true } : message)),
  );
}

export function useDeleteMail() {
  return useMailChange(deleteMail, (list, id) => list.filter((message) => message.id !== id));
}
