// The member header (spec account §2, §3): account, VIP label, whole days since registration, the VIP progress
// bar and the balance. With the VIP benefit flag on, the block opens the benefits page.
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router-dom';
import {
  canonicalPath,
  type MemberInfo,
  Money,
  sessionAtom,
  useAtomValue,
  useMemberWallet,
  useMerchantConfig,
  useRankProgress,
} from 'shared';
import { keepMemberCard } from '../lib/kept-card';
import { memberCardView } from '../lib/member-card';
import { useMemberTranslation } from '../texts';
import { ForwardIcon } from 'shared';

export interface MemberHeaderProps {
  member: MemberInfo;
  /** Tapping the block opens the VIP benefits page. */
  benefitsOpen: boolean;
}

export function MemberHeader({ member, benefitsOpen }: MemberHeaderProps) {
  const { t } = useMemberTranslation();
  const { data: rank } = useRankProgress();
  const wallet = useMemberWallet();
  const { data: config } = useMerchantConfig();
  const userName = useAtomValue(sessionAtom)?.userName;
  // Kept for the next time the member centre opens in this tab, whose first frame draws it before any answer.
  useEffect(() => {
    if (userName && rank && config) keepMemberCard({ userName, member, rank, config, benefitsOpen });
  }, [userName, member, rank, config, benefitsOpen]);
  // The page's first paint draws the same card from the same view (src/first-paint/member-card.ts).
  const card = memberCardView({
    member,
    rank,
    config,
    wallet: wallet.data,
    walletLoading: wallet.isFetching,
    benefitsOpen,
    t: (key, values) => t(`memberArea.centre.${key}`, values ?? {}),
  });
  const { percent } = card;

  const identity: ReactNode = (
    <>
      <p className="acc-member__account" data-testid="member-account">
        {card.account}
      </p>
      <p className="acc-member__meta">
        {card.vipLabel ? (
          <span className="acc-member__vip" data-testid="member-vip">
            {card.vipLabel}
          </span>
        ) : null}{' '}
        <span data-testid="member-joined">{card.joined}</span>
      </p>
      <div className="acc-vip-progress">
        <span className="acc-vip-progress__label" id="acc-vip-progress-label">
          {card.progressLabel}
        </span>
        <div
          className="acc-vip-progress__track"
          role="progressbar"
          aria-labelledby="acc-vip-progress-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
        >
          <span className="acc-vip-progress__fill" style={{ width: `${percent}%` }} />
        </div>
        <span className="acc-vip-progress__value" aria-hidden="true">
          {percent}%
        </span>
      </div>
    </>
  );

  return (
    <div className="acc-member__card">
      {benefitsOpen ? (
        <Link
          to={canonicalPath('vipBenefits')}
          className="acc-member__identity acc-member__identity--link"
          aria-describedby="acc-member-benefits-hint"
        >
          {identity}
          <span id="acc-member-benefits-hint" className="acc-member__hint">
            {card.benefitsHint} <ForwardIcon />
          </span>
        </Link>
      ) : (
        <div className="acc-member__identity">{identity}</div>
      )}
      <p className="acc-member__balance">
        <span>{card.balanceLabel}</span> <Money {...card.balance} />
      </p>
    </div>
  );
}
