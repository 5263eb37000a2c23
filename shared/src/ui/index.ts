// Public surface of the shared UI kit: components, their props types and the helpers beside them.
// Apps import these from 'shared'; the toast types are given in toast-types.ts and re-exported here.
export { Badge, formatBadgeCount } from './badge';
export type { BadgeProps } from './badge';
export { Button } from './button';
export type { ButtonProps, ButtonVariant } from './button';
export { copyWithToast } from './clipboard';
export { ComingSoon } from './coming-soon';
export type { ComingSoonProps } from './coming-soon';
export { Dialog } from './dialog';
export type { DialogProps, DialogVariant } from './dialog';
export type { DialogPriority } from './dialog-queue';
export { EmptyState } from './empty-state';
export type { EmptyStateProps } from './empty-state';
export { formatMoney, Money, MONEY_MASK } from './money';
export type { MoneyFormat, MoneyProps } from './money';
export { Skeleton } from './skeleton';
export type { SkeletonProps } from './skeleton';
export { Spinner } from './spinner';
export type { SpinnerProps } from './spinner';
export { showToast, toastDuration, toastRole, ToastView } from './toast';
export type { ToastViewProps } from './toast';
export { TOAST_DURATION } from './toast-types';
export type { ToastRequest, ToastType } from './toast-types';
export { PageSwitch, startOpeningPage } from './page-switch';
export type { PageLoader, PageSwitchProps } from './page-switch';
