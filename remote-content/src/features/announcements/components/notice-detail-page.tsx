// /m/noticeDetail?id=<id>: one notice in full.
import { useLocation } from 'react-router-dom';
import { parseNoticeId } from '../lib/notice-query';
import { NoticeDetail } from './notice-detail';

export function NoticeDetailPage() {
  const { search } = useLocation();
  return <NoticeDetail id={parseNoticeId(search)} />;
}
