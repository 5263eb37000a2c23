import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  api,
  bus,
  CONTENT_PATHS,
  type ChatAnchors,
  i18n,
  type CustomerServiceEntry,
  type DownloadLink,
  type MerchantConfig,
  mcStore,
  type Query,
  sessionAtom,
  type ToastRequest,
} from 'shared';
import { merchantConfig, renderWithProviders, signIn, signOut } from '../../../testing/render';
import { ServiceButton } from './service-button';

const ENTRIES: CustomerServiceEntry[] = [
  { id: 1, csType: 'LIVECHAT', title: 'Live support', path: '/chat' },
  { id: 2, csType: 'TELEGRAM', title: 'Telegram help', path: 'https://t.me/vsbdtf5_support' },
  { id: 3, csType: 'TELEGRAM', title: 'Bad link', path: 'javascript:alert(1)' },
];

const anchor = (id: number, live = false) => ({
  id,
  nickname: `Host ${id}`,
  avatarUrl: `/img/a${id}.png`,
  live,
  viewers: 10,
});

const ANCHORS: ChatAnchors = {
  modelList: [anchor(1, true)],
  hotAnchorList: [anchor(2)],
  focusList: [],
  recommendAnchorList: [anchor(3)],
};

interface Setup {
  chat?: boolean;
  links?: MerchantConfig['links'];
  downloadLinks?: DownloadLink[];
}

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

async function renderService({ chat = false, links = {}, downloadLinks = [] }: Setup = {}) {
  const get = jest
    .spyOn(api, 'get')
    .mockImplementation((path: string, options: { query?: Query }): Promise<never> => {
      const answers: Record<string, unknown> = {
        [CONTENT_PATHS.customerService]: ENTRIES,
        [CONTENT_PATHS.downloadLinks]: downloadLinks,
        [CONTENT_PATHS.chatAnchors]: ANCHORS,
        [CONTENT_PATHS.chatLaunch]: { chatUrl: `/chat/room?ticket=abc&q=${String(options.query?.b2c)}` },
        [CONTENT_PATHS.chatUnread]: { unReadCount: 3 },
      };
      if (!(path in answers)) return Promise.reject(new Error(`unexpected GET ${path}`));
      return Promise.resolve(answers[path]) as Promise<never>;
    });
  const view = renderWithProviders(<ServiceButton />, { path: '/m/activity?id=5' });
  const config = merchantConfig();
  view.client.setQueryData(['system', 'config'], {
    ...config,
    flags: { ...config.flags, CHAT: chat },
    links,
  });
  await tick();
  return { ...view, get };
}

async function openSheet() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /^Customer service/ }));
  const sheet = await screen.findByRole('dialog', { name: 'Customer service' });
  await within(sheet).findByRole('link', { name: /Telegram help/ });
  return { user, sheet };
}

afterEach(() => {
  jest.restoreAllMocks();
  signOut();
  delete (window as Partial<Window>).matchMedia;
});

describe('ServiceButton', () => {
  it('shows WhatsApp and Facebook only when configured', async () => {
    await renderService();
    const { sheet } = await openSheet();
    expect(within(sheet).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(within(sheet).queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument();
  });

  it('links WhatsApp (merchant config) and Facebook (download links) safely in a new tab', async () => {
    await renderService({
      links: { whatsapp: 'https://wa.me/8801700000000' },
      downloadLinks: [{ resourceType: 'FACEBOOK', url: 'https://facebook.com/vsbdtf5' }],
    });
    const { sheet } = await openSheet();
    const whatsapp = await within(sheet).findByRole('link', { name: /WhatsApp/ });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/8801700000000');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await within(sheet).findByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      'https://facebook.com/vsbdtf5',
    );
  });

  it('lists Telegram entries as links and drops unsafe ones', async () => {
    await renderService();
    const { sheet } = await openSheet();
    expect(within(sheet).getByRole('link', { name: /Telegram help/ })).toHaveAttribute(
      'href',
      'https://t.me/vsbdtf5_support',
    );
    expect(within(sheet).queryByText('Bad link')).not.toBeInTheDocument();
  });

  it('offers the app download in a browser but not in an installed PWA', async () => {
    const first = await renderService();
    const { sheet } = await openSheet();
    expect(within(sheet).getByRole('link', { name: 'Download the app' })).toHaveAttribute(
      'href',
      '/m/download',
    );
    first.unmount();
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: (query: string) => ({ matches: query === '(display-mode: standalone)' }),
    });
    await renderService();
    const again = await openSheet();
    expect(within(again.sheet).queryByRole('link', { name: 'Download the app' })).not.toBeInTheDocument();
  });

  it('hides the live chat and the anchor lists while the CHAT flag is off', async () => {
    const { get } = await renderService({ chat: false });
    const { sheet } = await openSheet();
    expect(within(sheet).queryByRole('button', { name: 'Live support' })).not.toBeInTheDocument();
    expect(within(sheet).queryByRole('heading', { name: 'Models' })).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalledWith(CONTENT_PATHS.chatAnchors, expect.anything());
  });

  it('opens the login popup for the live chat without a session', async () => {
    const popups: unknown[] = [];
    const stop = bus.on('popup:open', (payload) => popups.push(payload));
    const { get } = await renderService({ chat: true });
    const { user, sheet } = await openSheet();
    await user.click(within(sheet).getByRole('button', { name: 'Live support' }));
    stop();
    expect(popups).toEqual([{ kind: 'login' }]);
    expect(screen.queryByRole('dialog', { name: 'Customer service' })).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalledWith(CONTENT_PATHS.chatLaunch, expect.anything());
  });

  it('tells a type 4 (free play) session to use an actual account', async () => {
    mcStore.set(sessionAtom, {
      token: 't4',
      merchantCode: 'vsbdtf5',
      userName: 'trial',
      type: 4,
      firstTimeLogin: false,
      expiresAt: Date.now() + 1e6,
    });
    const toasts: ToastRequest[] = [];
    const stop = bus.on('toast', (toast) => toasts.push(toast));
    const { get } = await renderService({ chat: true });
    const { user, sheet } = await openSheet();
    await user.click(within(sheet).getByRole('button', { name: 'Live support' }));
    stop();
    expect(toasts).toEqual([
      { type: 'info', message: 'Please login an actual account to use this function' },
    ]);
    expect(get).not.toHaveBeenCalledWith(CONTENT_PATHS.chatLaunch, expect.anything());
    expect(get).not.toHaveBeenCalledWith(CONTENT_PATHS.chatUnread, expect.anything());
  });

  it('in Bengali too, its name holds the unread count it shows as a word of its own (WCAG 2.5.3)', async () => {
    signIn();
    await renderService({ chat: true });
    await act(() => i18n.changeLanguage('bn'));
    const button = await screen.findByRole('button', { name: 'গ্রাহক সেবা, 3 অপঠিত চ্যাট বার্তা' });
    expect(button).toHaveTextContent('3');
  });

  it('shows the chat unread count, opens the chat in a sandboxed frame and reloads the count on close', async () => {
    signIn();
    const { get, client } = await renderService({ chat: true });
    expect(
      await screen.findByRole('button', { name: 'Customer service, 3 unread chat messages' }),
    ).toBeInTheDocument();
    const { user, sheet } = await openSheet();
    await user.click(within(sheet).getByRole('button', { name: 'Live support' }));
    const frame = await screen.findByRole('dialog', { name: 'Live chat' });
    expect(get).toHaveBeenCalledWith(CONTENT_PATHS.chatLaunch, {
      moduleId: 'CBS3',
      query: {
        b2c: '1',
        language: 'en',
        backUrl: '/m/activity?id=5',
        title: 'Live chat',
        headerColor: '#1a2133',
        template: 'v2',
      },
    });
    const iframe = frame.querySelector('iframe')!;
    expect(iframe).toHaveAttribute('src', '/chat/room?ticket=abc&q=1');
    expect(iframe).toHaveAttribute('title', 'Live chat conversation');
    expect(iframe).toHaveAttribute('sandbox', 'allow-forms allow-same-origin');
    expect(screen.queryByRole('dialog', { name: 'Customer service' })).not.toBeInTheDocument();

    const invalidate = jest.spyOn(client, 'invalidateQueries');
    await user.click(within(frame).getByRole('button', { name: 'Close the chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['content', 'chat', 'unread', 't'] });
  });

  it('refuses a chat page from another site', async () => {
    signIn();
    const { get } = await renderService({ chat: true });
    get.mockImplementation((path: string): Promise<never> => {
      if (path === CONTENT_PATHS.chatLaunch)
        return Promise.resolve({ chatUrl: 'https://evil.example/chat' }) as Promise<never>;
      if (path === CONTENT_PATHS.customerService) return Promise.resolve(ENTRIES) as Promise<never>;
      return Promise.resolve(path === CONTENT_PATHS.chatAnchors ? ANCHORS : []) as Promise<never>;
    });
    const toasts: ToastRequest[] = [];
    const stop = bus.on('toast', (toast) => toasts.push(toast));
    const { user, sheet } = await openSheet();
    await user.click(within(sheet).getByRole('button', { name: 'Live support' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    stop();
    expect(toasts[0]).toMatchObject({ type: 'fail' });
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows the anchor lists with the CHAT flag on, and an anchor opens the chat', async () => {
    signIn();
    await renderService({ chat: true });
    const { user, sheet } = await openSheet();
    const models = await within(sheet).findByRole('region', { name: 'Models' });
    expect(within(models).getByRole('button', { name: /Host 1/ })).toHaveTextContent('Live');
    expect(within(sheet).getByRole('region', { name: 'Hot' })).toBeInTheDocument();
    expect(within(sheet).getByRole('region', { name: 'Recommended' })).toBeInTheDocument();
    expect(within(sheet).queryByRole('region', { name: 'Following' })).not.toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: /Host 3/ }));
    expect(await screen.findByRole('dialog', { name: 'Live chat' })).toBeInTheDocument();
  });
});
