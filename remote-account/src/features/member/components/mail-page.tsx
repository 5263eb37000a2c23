// Mail (/m/webEmail): the inbox with unread messages in bold, a message opened in a sheet (which marks it read),
// delete after a confirmation, and load more. Read and delete update the list and the shared unread count.
import { useState } from 'react';
import { Button, Dialog, EmptyState, type MailMessage, notifyError, showToast, Skeleton } from 'shared';
import { useDeleteMail, useMailList, useMarkMailRead } from '../hooks/use-mail';
import { PageFrame } from './page-frame';
import { SheetForm } from './sheet-form';
import { useMemberTranslation } from '../texts';
import { DeleteIcon } from 'shared';
import { formatDateTime } from 'shared';

export function MailPage() {
  const { t } = useMemberTranslation();
  const mail = useMailList();
  const markRead = useMarkMailRead();
  const remove = useDeleteMail();
  const [openId, setOpenId] = useState<number | null>(null);
  const [deleteId, setDeleteId] = useState<number | null>(null);
  const messages = mail.data?.pages.flatMap((page) => page.list) ?? [];
  const opened = messages.find((message) => message.id === openId) ?? null;
  const toDelete = messages.find((message) => message.id === deleteId) ?? null;
  const dateOf = (message: MailMessage) => formatDateTime(message.createdAt);

  const open = (message: MailMessage) => {
    setOpenId(message.id);
    if (!message.read) markRead.mutate(message.id, { onError: notifyError });
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        showToast({ type: 'success', message: t('memberArea.mail.deleted') });
        setDeleteId(null);
        setOpenId(null);
      },
      onError: notifyError,
    });
  };

  return (
    <PageFrame title={t('routes.mail', { ns: 'shared' })}>
      {mail.isPending ? (
        <Skeleton rows={6} />
      ) : messages.length === 0 ? (
        <EmptyState text={t('memberArea.mail.empty')} />
      ) : (
        <ul className="acc-mail" aria-label={t('memberArea.mail.inbox')}>
          {messages.map((message) => (
            <li
              key={message.id}
              className={message.read ? 'acc-mail__item' : 'acc-mail__item acc-mail__item--unread'}
            >
              {/* Named by what it shows, title and date (WCAG 2.5.3), with "Unread:" before an unread one. */}
              <button type="button" className="acc-mail__open" onClick={() => open(message)}>
                {message.read ? null : (
                  <span className="acc-visually-hidden">{t('memberArea.mail.unreadPrefix')} </span>
                )}
                <span className="acc-mail__title" data-testid={`mail-title-${message.id}`}>
                  {message.title}
                </span>
                <span className="acc-mail__date">{dateOf(message)}</span>
              </button>
              <Button
                variant="ghost"
                aria-label={t('memberArea.mail.deleteLabel', { title: message.title })}
                onClick={() => setDeleteId(message.id)}
              >
                <DeleteIcon />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {mail.hasNextPage ? (
        <Button
          variant="secondary"
          block
          loading={mail.isFetchingNextPage}
          onClick={() => void mail.fetchNextPage()}
        >
          {t('memberArea.common.loadMore')}
        </Button>
      ) : null}

      <Dialog
        open={opened !== null && deleteId === null}
        onClose={() => setOpenId(null)}
        title={opened?.title ?? ''}
        variant="sheet"
      >
        {opened ? (
          <>
            <p className="acc-mail__date">{dateOf(opened)}</p>
            <p className="acc-mail__body">{opened.body}</p>
            <div className="mc-actions acc-member-form__actions">
              <Button variant="danger" onClick={() => setDeleteId(opened.id)}>
                {t('memberArea.common.delete')}
              </Button>
              <Button variant="secondary" onClick={() => setOpenId(null)}>
                {t('memberArea.common.close')}
              </Button>
            </div>
          </>
        ) : null}
      </Dialog>
      <SheetForm
        open={toDelete !== null}
        onClose={() => setDeleteId(null)}
        onSubmit={confirmDelete}
        submitting={remove.isPending}
        danger
        submitLabel={t('memberArea.common.delete')}
        title={t('memberArea.mail.deleteTitle')}
      >
        <p>{t('memberArea.mail.deleteConfirm', { title: toDelete?.title ?? '' })}</p>
      </SheetForm>
    </PageFrame>
  );
}
