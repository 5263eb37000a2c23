// Record dates: the shared formatter ('YYYY/MM/DD HH:mm', merchant time, Latin digits).
export { formatDateTime } from 'shared';
