// Security centre (/m/securityCenter): one row per protection with its state and action, the payout accounts
// with add and delete, and each change in its own bottom-sheet form (security-sheets/, one file per sheet). Binding a mobile
// number (for the payout SMS codes) is a form of the auth feature, given by the page's composer. A change of how the
// account is recovered or paid is stepped up (the login password, a code to the bound number), and each row says
// when it last changed and which of the account's channels were told, so a player sees a change they did not make.
import { type ComponentType, type ReactNode, useState } from 'react';
import {
  bus,
  Button,
  EmptyState,
  formatDateTime,
  type PayoutAccount,
  type SecurityChange,
  type SecurityChangeKind,
  Skeleton,
  useMerchantConfig,
} from 'shared';
import { useSecurityOverview } from '../hooks/use-security';
import { PageFrame } from './page-frame';
import { DeletePayoutAccountSheet } from './security-sheets/delete-payout-account-sheet';
import { EmailSheet } from './security-sheets/email-sheet';
import { PayeeNameSheet } from './security-sheets/payee-name-sheet';
import { PaymentPasswordSheet } from './security-sheets/payment-password-sheet';
import { PayoutAccountSheet } from './security-sheets/payout-account-sheet';
import { SecurityQuestionsSheet } from './security-sheets/security-questions-sheet';
import { useMemberTranslation } from '../texts';

type Sheet = 'paymentPassword' | 'email' | 'payeeName' | 'addAccount' | 'questions' | 'bindMobile';

export interface BindMobileProps {
  open: boolean;
  onClose: () => void;
  onBound: () => void;
}

export interface SecurityCentreProps {
  /** The form that binds a mobile number; without it the row only shows the number. */
  BindMobile?: ComponentType<BindMobileProps>;
}

interface RowProps {
  title: string;
  state: ReactNode;
  action?: ReactNode;
  note?: ReactNode;
}

/** When the kind last changed, and whom it told; undefined when it never changed. */
function useChangeNote(changes: readonly SecurityChange[] | undefined) {
  const { t } = useMemberTranslation();
  return (kind: SecurityChangeKind): string | undefined => {
    const change = changes?.find((item) => item.kind === kind);
    if (!change) return undefined;
    const at = formatDateTime(change.at);
    return change.notified.length > 0
      ? t('memberArea.security.changedTold', { at, channels: change.notified.join(', ') })
      : t('memberArea.security.changed', { at });
  };
}

function Row({ title, state, action, note }: RowProps) {
  return (
    <li className="acc-security-row">
      <div className="acc-security-row__text">
        <span className="acc-security-row__title">{title}</span>
        <span className="acc-security-row__state">{state}</span>
        {note ? <span className="acc-member-form__hint">{note}</span> : null}
      </div>
      {action}
    </li>
  );
}

export function SecurityCentre({ BindMobile }: SecurityCentreProps) {
  const { t } = useMemberTranslation();
  const overview = useSecurityOverview();
  const smsRequired = useMerchantConfig().data?.flags.SECPAYOUTSMS === true;
  const [sheet, setSheet] = useState<Sheet | null>(null);
  // A fresh form each time a sheet opens (the key), so a closed form never keeps half-typed secrets.
  const [opened, setOpened] = useState(0);
  const [deleting, setDeleting] = useState<PayoutAccount | null>(null);
  const open = (next: Sheet) => {
    setOpened((count) => count + 1);
    setSheet(next);
  };
  const close = () => setSheet(null);

  const data = overview.data;
  const changeNote = useChangeNote(data?.changes);
  const stepUp = { mobile: data?.mobile ?? null };
  const actionButton = (label: string, next: Sheet, disabled = false) => (
    <Button variant="secondary" onClick={() => open(next)} disabled={disabled}>
      {label}
    </Button>
  );

  return (
    <PageFrame title={t('routes.securityCenter', { ns: 'shared' })}>
      {!data ? (
        <Skeleton rows={5} />
      ) : (
        <>
          <ul className="acc-security">
            <Row
              title={t('memberArea.security.loginPassword')}
              state={t('memberArea.security.isSet')}
              action={
                <Button variant="secondary" onClick={() => bus.emit('popup:open', { kind: 'changePsw' })}>
                  {t('memberArea.security.change')}
                </Button>
              }
            />
            <Row
              title={t('memberArea.security.paymentPassword')}
              state={t(data.paymentPasswordSet ? 'memberArea.security.isSet' : 'memberArea.security.notSet')}
              note={changeNote('paymentPassword')}
              action={actionButton(
                t(data.paymentPasswordSet ? 'memberArea.security.change' : 'memberArea.security.set'),
                'paymentPassword',
              )}
            />
            <Row
              title={t('memberArea.security.email')}
              state={data.email ?? t('memberArea.security.notBound')}
              note={changeNote('email')}
              action={actionButton(
                t(data.email ? 'memberArea.security.change' : 'memberArea.security.bind'),
                'email',
              )}
            />
            {data.mobile !== undefined ? (
              <Row
                title={t('memberArea.security.mobile')}
                state={data.mobile ?? t('memberArea.security.notBound')}
                note={changeNote('mobile')}
                action={
                  !data.mobile && smsRequired && BindMobile
                    ? actionButton(t('memberArea.security.bind'), 'bindMobile')
                    : undefined
                }
              />
            ) : null}
            <Row
              title={t('memberArea.security.payeeName')}
              state={data.payeeName ?? t('memberArea.security.notSet')}
              note={
                [
                  data.payeeName ? t('memberArea.security.payeeNameLocked') : undefined,
                  changeNote('payeeName'),
                ]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              action={data.payeeName ? undefined : actionButton(t('memberArea.security.set'), 'payeeName')}
            />
            <Row
              title={t('memberArea.security.questions')}
              state={t(data.questionsSet ? 'memberArea.security.isSet' : 'memberArea.security.notSet')}
              action={actionButton(
                t(data.questionsSet ? 'memberArea.security.change' : 'memberArea.security.set'),
                'questions',
              )}
            />
          </ul>

          <h2 className="acc-member-subtitle">{t('memberArea.security.accounts')}</h2>
          {changeNote('payoutAccount') ? (
            <p className="acc-member-form__hint">{changeNote('payoutAccount')}</p>
          ) : null}
          {data.accounts.length === 0 ? (
            <EmptyState text={t('memberArea.security.noAccounts')} />
          ) : (
            <ul className="acc-security">
              {data.accounts.map((account) => (
                <Row
                  key={account.id}
                  title={account.bankName || t(`memberArea.security.providers.${account.provider}`)}
                  state={`${account.accountNumberMasked} · ${account.accountName}`}
                  action={
                    <Button
                      variant="ghost"
                      aria-label={t('memberArea.security.deleteAccountLabel', {
                        account: account.accountNumberMasked,
                      })}
                      onClick={() => setDeleting(account)}
                      disabled={!data.paymentPasswordSet}
                    >
                      {t('memberArea.common.delete')}
                    </Button>
                  }
                />
              ))}
            </ul>
          )}
          <Button block onClick={() => open('addAccount')} disabled={!data.paymentPasswordSet}>
            {t('memberArea.security.addAccount')}
          </Button>
          {!data.paymentPasswordSet ? (
            <p className="acc-member-form__hint">{t('memberArea.security.needPaymentPassword')}</p>
          ) : null}

          <PaymentPasswordSheet
            key={`pp-${opened}`}
            open={sheet === 'paymentPassword'}
            onClose={close}
            alreadySet={data.paymentPasswordSet}
            stepUp={stepUp}
          />
          <EmailSheet key={`em-${opened}`} open={sheet === 'email'} onClose={close} stepUp={stepUp} />
          <PayeeNameSheet key={`pn-${opened}`} open={sheet === 'payeeName'} onClose={close} stepUp={stepUp} />
          <PayoutAccountSheet
            key={`pa-${opened}`}
            open={sheet === 'addAccount'}
            onClose={close}
            payeeName={data.payeeName}
            smsRequired={smsRequired}
            mobile={data.mobile ?? null}
            onBindMobile={BindMobile ? () => open('bindMobile') : undefined}
          />
          {BindMobile ? (
            <BindMobile
              key={`bm-${opened}`}
              open={sheet === 'bindMobile'}
              onClose={close}
              onBound={() => void overview.refetch()}
            />
          ) : null}
          <SecurityQuestionsSheet key={`sq-${opened}`} open={sheet === 'questions'} onClose={close} />
          <DeletePayoutAccountSheet
            key={`del-${deleting?.id ?? 'none'}`}
            account={deleting}
            onClose={() => setDeleting(null)}
            stepUp={stepUp}
          />
        </>
      )}
    </PageFrame>
  );
}
