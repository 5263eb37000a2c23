// Exposed './Pages': the account remote's pages by route id: the member area, the money pages and player
// protection, each page in a chunk of its own (its feature's pages.ts). Pages that need a part of another feature
// get it here (the deposit page's deposit-limit prompt, the security centre's mobile binding), since features never
// import each other. A route without a page yet shows an honest "coming soon" frame.
import { PageSwitch, type PageLoader, type RemotePagesProps, startOpeningPage } from 'shared';
import { MEMBER_PAGES } from '../features/member/pages';
import { MONEY_PAGES } from '../features/money/pages';
import { PROTECTION_PAGES } from '../features/protection/pages';
import '../setup';

const PAGES: Partial<Record<string, PageLoader>> = {
  ...MEMBER_PAGES,
  ...MONEY_PAGES,
  ...PROTECTION_PAGES,
  deposit: () =>
    Promise.all([
      import(/* webpackChunkName: "page-deposit" */ '../features/money/components/deposit-page'),
      import(/* webpackChunkName: "page-deposit" */ '../features/protection/components/deposit-limit-gate'),
    ]).then(
      ([{ DepositPage }, { DepositLimitGate }]) =>
        function DepositWithLimits() {
          return <DepositPage limitGate={DepositLimitGate} />;
        },
    ),
  securityCenter: () =>
    Promise.all([
      import(/* webpackChunkName: "page-securityCenter" */ '../features/member/components/security-centre'),
      import(/* webpackChunkName: "page-securityCenter" */ '../features/auth/components/bind-mobile-dialog'),
    ]).then(
      ([{ SecurityCentre }, { BindMobileDialog }]) =>
        function SecurityCentreWithMobile() {
          return <SecurityCentre BindMobile={BindMobileDialog} />;
        },
    ),
};

// The page this visit opens on starts loading with this module (the site server preloaded its chunk).
startOpeningPage(PAGES);

export default function AccountPages({ routeId }: RemotePagesProps) {
  return <PageSwitch routeId={routeId} lazyPages={PAGES} />;
}
