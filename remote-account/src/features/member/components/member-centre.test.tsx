import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  api,
  bus,
  mcStore,
  type MemberInfo,
  memberInfoAtom,
  type RankProgress,
  sessionAtom,
  trialSessionAtom,
  type WhiteLabelFlag,
} from 'shared';
import { renderWithProviders } from '../../../testing/render';
import { MemberCentre } from './member-centre';

/** The rank progress the API answers next (set by each test before the page renders). */
let rankAnswer: RankProgress;
const answerRank = (value: RankProgress) => {
  rankAnswer = value;
};
const DAY = 86_400_000;

const member = (overrides: Partial<MemberInfo> = {}): MemberInfo => ({
  id: 1,
  type: 0,
  nickname: '',
  account: 'demo01',
  regDate: new Date(Date.now() - 12 * DAY - 3_600_000).toISOString(),
  toUpline: false,
  ...overrides,
});

const rank = (completed: number, expected: number, labelId: string | null): RankProgress => ({
  currentProgress: { completedConditions: completed, totalExpectedConditions: expected },
  playerRankProgress: { labelId },
});

/** Shared's endpoints (member info, wallet, counts, rank) answered by path at the API client. */
function serveShared(info: MemberInfo, counts = { unclaimed: 3, missions: 2 }, unread = 5) {
  return jest.spyOn(api, 'get').mockImplementation((path: string) => {
    const answers: Record<string, unknown> = {
      '/wps/member/info': info,
      '/wps/wallets/gcs': { currency: 'BDT', sumBalance: 123_456 },
      '/wps/rewards/counts': counts,
      '/wps/mail/unread': { unread },
      '/wps/member/rank': rankAnswer,
    };
    return path in answers ? Promise.resolve(answers[path]) : Promise.reject(new Error(`unexpected ${path}`));
  });
}

function logIn(type = 0) {
  mcStore.set(sessionAtom, {
    token: 'token-1',
    merchantCode: 'vsbdtf5',
    userName: 'demo01',
    type,
    firstTimeLogin: false,
    expiresAt: Date.now() + 3_600_000,
  });
}

const ALL_FLAGS: Partial<Record<WhiteLabelFlag, boolean>> = {
  DEPOSIT: true,
  WITHDRAW: true,
  REFERRAL: true,
  DEPRECM3: true,
  WITHREC3: true,
  TRANSREC3: true,
  TRANSBETREPMEM3: true,
  PERSREP: true,
  REWCEN3: true,
  MISSION: true,
  MAILCEN: true,
  FEEDBACK3: true,
  MANPLAYREB3: true,
  PLYRBT: true,
  AGETRANSFERUP3: true,
  VIPBENEFIT: true,
};

function renderCentre(flags: Partial<Record<WhiteLabelFlag, boolean>> = ALL_FLAGS) {
  return renderWithProviders(
    <MemoryRouter>
      <MemberCentre />
    </MemoryRouter>,
    flags,
  );
}

const moreMenu = () => within(screen.getByRole('navigation', { name: 'More' }));

afterEach(() => {
  jest.restoreAllMocks();
  mcStore.set(sessionAtom, null);
  mcStore.set(trialSessionAtom, null);
  mcStore.set(memberInfoAtom, null);
});

describe('MemberCentre', () => {
  it('shows the account, the VIP label, whole days since registration and progress completed / expected', async () => {
    logIn();
    serveShared(member());
    answerRank(rank(3, 4, 'VIP2'));
    renderCentre();
    expect(await screen.findByTestId('member-account')).toHaveTextContent('demo01');
    expect(await screen.findByTestId('member-vip')).toHaveTextContent('VIP2');
    expect(screen.getByTestId('member-joined')).toHaveTextContent('With VSBDT for 12 days');
    expect(screen.getByRole('progressbar', { name: 'VIP progress' })).toHaveAttribute('aria-valuenow', '75');
  });

  it('shows a full progress bar and no label when the member has no rank label', async () => {
    logIn();
    serveShared(member());
    answerRank(rank(1, 4, null));
    renderCentre();
    await screen.findByTestId('member-account');
    // The bar is there at once (empty); it fills when the rank arrives.
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'VIP progress' })).toHaveAttribute(
        'aria-valuenow',
        '100',
      ),
    );
    expect(screen.queryByTestId('member-vip')).not.toBeInTheDocument();
  });

  it("keeps the member's card for the next time the page opens in the tab, once the rank is in, without the money", async () => {
    sessionStorage.clear();
    logIn();
    const info = member({ nickname: 'Demo' });
    serveShared(info);
    answerRank(rank(3, 4, 'VIP2'));
    renderCentre();
    expect(await screen.findByTestId('member-vip')).toHaveTextContent('VIP2');
    await waitFor(() => expect(sessionStorage.getItem('MC_MEMBER_CARD')).not.toBeNull());
    expect(JSON.parse(sessionStorage.getItem('MC_MEMBER_CARD')!)).toEqual({
      userName: 'demo01',
      member: { account: 'demo01', regDate: info.regDate },
      rank: rank(3, 4, 'VIP2'),
      config: { currency: 'BDT', currencySymbol: '৳', currencyScale: 100 },
      benefitsOpen: true,
    });
  });

  it('opens the VIP benefits from the member block only with the VIPBENEFIT flag', async () => {
    logIn();
    serveShared(member());
    answerRank(rank(1, 2, 'VIP1'));
    const { unmount } = renderCentre();
    expect(await screen.findByRole('link', { name: /demo01/ })).toHaveAttribute('href', '/m/member/benefits');
    unmount();
    renderCentre({ ...ALL_FLAGS, VIPBENEFIT: false });
    await screen.findByTestId('member-account');
    expect(screen.queryByRole('link', { name: /demo01/ })).not.toBeInTheDocument();
  });

  it('lists every entry whose flag is on, with the reward, mission and unread counts', async () => {
    logIn();
    serveShared(member());
    answerRank(rank(0, 1, null));
    renderCentre();
    const menu = moreMenu();
    expect(menu.getByRole('link', { name: /Deposit record/ })).toHaveAttribute('href', '/m/vouReport');
    const main = within(screen.getByRole('navigation', { name: 'Main menu' }));
    expect(main.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
    expect(main.getByRole('link', { name: 'Security centre' })).toHaveAttribute('href', '/m/securityCenter');
    expect(menu.getByRole('link', { name: /Feedback/ })).toHaveAttribute('href', '/m/feedback');
    expect(await menu.findByLabelText('Unclaimed rewards: 3')).toHaveTextContent('3');
    expect(await menu.findByLabelText('Missions: 2')).toHaveTextContent('2');
    expect(await menu.findByLabelText('Unread messages: 5')).toHaveTextContent('5');
  });

  it('hides an entry whose flag is off', async () => {
    logIn();
    serveShared(member());
    answerRank(rank(0, 1, null));
    renderCentre({ ...ALL_FLAGS, FEEDBACK3: false, MAILCEN: false, DEPOSIT: false });
    await screen.findByTestId('member-account');
    expect(moreMenu().queryByRole('link', { name: /Feedback/ })).not.toBeInTheDocument();
    expect(moreMenu().queryByRole('link', { name: /Messages/ })).not.toBeInTheDocument();
    const main = within(screen.getByRole('navigation', { name: 'Main menu' }));
    expect(main.queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(main.getByRole('link', { name: /Withdraw/ })).toBeInTheDocument();
  });

  it('links responsible gaming and active sessions, each hidden when its white-label flags are off', async () => {
    logIn();
    serveShared(member());
    answerRank(rank(0, 1, null));
    const protection = { RGLIMITS: true, RGREALITY: true, RGEXCLUDE: true, SECSESSIONS: true };
    const { unmount } = renderCentre({ ...ALL_FLAGS, ...protection });
    expect(await moreMenu().findByRole('link', { name: 'Responsible gaming' })).toHaveAttribute(
      'href',
      '/m/responsible-gaming',
    );
    expect(moreMenu().getByRole('link', { name: 'Active sessions' })).toHaveAttribute(
      'href',
      '/m/security/sessions',
    );
    unmount();

    // The hub stays while any one of its parts is on; the sessions entry follows SECSESSIONS alone.
    const { unmount: unmountExclusionOnly } = renderCentre({
      ...ALL_FLAGS,
      RGEXCLUDE: true,
      SECSESSIONS: false,
    });
    expect(await moreMenu().findByRole('link', { name: 'Responsible gaming' })).toBeInTheDocument();
    expect(moreMenu().queryByRole('link', { name: 'Active sessions' })).not.toBeInTheDocument();
    unmountExclusionOnly();

    renderCentre(ALL_FLAGS);
    await screen.findByTestId('member-account');
    expect(moreMenu().queryByRole('link', { name: 'Responsible gaming' })).not.toBeInTheDocument();
    expect(moreMenu().queryByRole('link', { name: 'Active sessions' })).not.toBeInTheDocument();
  });

  it('shows the agency centre only to agents', async () => {
    logIn(0);
    serveShared(member({ type: 0 }));
    answerRank(rank(0, 1, null));
    const { unmount } = renderCentre();
    await screen.findByTestId('member-account');
    expect(moreMenu().queryByRole('link', { name: /Agency centre/ })).not.toBeInTheDocument();
    unmount();
    jest.restoreAllMocks();

    logIn(1);
    serveShared(member({ type: 1 }));
    renderCentre();
    expect(await moreMenu().findByRole('link', { name: /Agency centre/ })).toHaveAttribute(
      'href',
      '/m/agent',
    );
  });

  it('shows upline transfer only to a toUpline member of a type other than 2', async () => {
    logIn(1);
    serveShared(member({ type: 1, toUpline: true }));
    answerRank(rank(0, 1, null));
    const { unmount } = renderCentre();
    expect(await moreMenu().findByRole('link', { name: /Upline transfer/ })).toBeInTheDocument();
    unmount();
    jest.restoreAllMocks();

    logIn(2);
    serveShared(member({ type: 2, toUpline: true }));
    renderCentre();
    expect(await screen.findByTestId('member-account')).toBeInTheDocument();
    expect(moreMenu().queryByRole('link', { name: /Upline transfer/ })).not.toBeInTheDocument();
  });

  /** Signed in with the reward centre switched off (REWCEN3), its entry tapped: the message that answers. */
  async function tapRewardCentreSwitchedOff(user: ReturnType<typeof userEvent.setup>) {
    logIn();
    serveShared(member());
    answerRank(rank(0, 1, null));
    renderCentre({ ...ALL_FLAGS, REWCEN3: false });
    await screen.findByTestId('member-account');
    await user.click(moreMenu().getByRole('button', { name: /Reward centre/ }));
    return screen.findByRole('dialog', { name: 'Reward centre' });
  }

  it('shows the contact-service message instead of the reward centre when REWCEN3 is off', async () => {
    const dialog = await tapRewardCentreSwitchedOff(userEvent.setup());
    expect(dialog).toHaveTextContent('Please contact customer service');
  });

  it('closes that message and asks for the customer-service sheet from it', async () => {
    const user = userEvent.setup();
    const requests: unknown[] = [];
    const stop = bus.on('service:open', (payload) => requests.push(payload));
    const dialog = await tapRewardCentreSwitchedOff(user);
    await user.click(within(dialog).getByRole('button', { name: 'Contact customer service' }));
    expect(requests).toEqual([{}]);
    expect(screen.queryByRole('dialog', { name: 'Reward centre' })).not.toBeInTheDocument();
    stop();
  });

  it('logged out, shows the login prompt and opens the login popup from protected entries, which carries the entry', async () => {
    const user = userEvent.setup();
    const popups: unknown[] = [];
    const stop = bus.on('popup:open', (payload) => popups.push(payload));
    renderCentre();
    expect(screen.queryByTestId('member-account')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login / Register' }));
    await user.click(moreMenu().getByRole('button', { name: /Feedback/ }));
    // The prompt signs in where the visitor is; an entry's login opens its page afterwards.
    expect(popups).toEqual([{ kind: 'login' }, { kind: 'login', returnTo: '/m/feedback' }]);
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    // Entries for some members only are not offered to a visitor.
    expect(moreMenu().queryByRole('button', { name: /Agency centre/ })).not.toBeInTheDocument();
    expect(moreMenu().queryByRole('button', { name: /Upline transfer/ })).not.toBeInTheDocument();
    stop();
  });

  it('asks the shell to sign out', async () => {
    const user = userEvent.setup();
    const requests: unknown[] = [];
    const stop = bus.on('logout:request', (payload) => requests.push(payload));
    logIn();
    serveShared(member());
    answerRank(rank(0, 1, null));
    renderCentre();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(requests).toEqual([{}]);
    stop();
  });
});
