// Exposed './Pages': the account remote's pages by route id: the member area, the money pages and player
// protection. Pages that need a part of another feature get it here (the deposit page's deposit-limit prompt,
// the security centre's mobile binding), since features never import each other. A route without a page yet
// shows an honest "coming soon" frame.
import { PageSwitch, type RemotePagesProps } from 'shared';
import { BindMobileDialog } from '../features/auth/components/bind-mobile-dialog';
import { SecurityCentre } from '../features/member/components/security-centre';
import { MEMBER_PAGES } from '../features/member/pages';
import { DepositPage } from '../features/money/components/deposit-page';
import { MONEY_PAGES } from '../features/money/pages';
import { DepositLimitGate } from '../features/protection/components/deposit-limit-gate';
import { PROTECTION_PAGES } from '../features/protection/pages';
import '../setup';

function DepositWithLimits() {
  return <DepositPage limitGate={DepositLimitGate} />;
}

function SecurityCentreWithMobile() {
  return <SecurityCentre BindMobile={BindMobileDialog} />;
}

const PAGES = {
  ...MEMBER_PAGES,
  ...MONEY_PAGES,
  ...PROTECTION_PAGES,
  deposit: DepositWithLimits,
  securityCenter: SecurityCentreWithMobile,
};

export default function AccountPages({ routeId }: RemotePagesProps) {
  return <PageSwitch routeId={routeId} pages={PAGES} />;
}
