// The member's inbox (mail centre, COMM3): pages of messages, mark read, delete.
import { api, MONEY_PATHS, type MailMessage, type Paged } from 'shared';

export const MAIL_PAGE_SIZE = 20;

export function fetchMailPage(page: number): Promise<Paged<MailMessage>> {
  return api.get<Paged<MailMessage>>(MONEY_PATHS.mail, {
    moduleId: 'COMM3',
    query: { page, pageSize: MAIL_PAGE_SIZE },
  });
}

export function markMailRead(id: number): Promise<null> {
  return api.post<null>(`${MONEY_PATHS.mail}/${id}/read`, {}, { moduleId: 'COMM3' });
}

export function deleteMail(id: number): Promise<null> {
  return api.delete<null>(`${MONEY_PATHS.mail}/${id}`, { moduleId: 'COMM3' });
}
