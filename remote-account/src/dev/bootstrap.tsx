// Standalone dev host of the account remote: the member centre and the login popup content.
import { mountDevHost } from 'shared/dev-host';
import AuthPopup from '../exposes/auth-popup';
import AccountPages from '../exposes/pages';

mountDevHost(
  'remote-account',
  <>
    <AuthPopup kind="login" onClose={() => undefined} />
    <AccountPages routeId="member" />
  </>,
);
