import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CONTENT_PATHS,
  type Promotion,
  type RewardApplication,
  type RewardApplicationRequest,
  type ValidationFailureValue,
} from 'shared';
import { apiAnswer, apiFailure, apiUnreachable, heldBack, recorder, setupNetwork } from 'shared/testing';
import { signIn, signOut } from '../../../testing/render';
import { readPictureAsDataUrl } from '../lib/read-picture';
import { collectToasts, promotion, renderAt } from '../testing/promotion-testing';
import { ApplyRewardPage } from './apply-reward-page';

// jsdom's FileReader reads only jsdom's own Blobs, while the test page's File is Node's (which the real API
// client's fetch needs): the reader stands in here and has its own test (read-picture.test.ts).
jest.mock('../lib/read-picture', () => ({ readPictureAsDataUrl: jest.fn() }));
const readMock = jest.mocked(readPictureAsDataUrl);

const server = setupNetwork();
const promotionAsked = recorder();
const applied = recorder();
const APPLY = { method: 'post', onRequest: applied.onRequest } as const;
const sentApplications = () => applied.requests.map((request) => request.body as RewardApplicationRequest);

const CLAIM = promotion({ id: 7, title: 'Rescue fund', applicable: true });
const APPLICATION: RewardApplication = {
  id: 1,
  promotionId: 7,
  status: 'pending',
  pictureCount: 1,
  createdAt: '2025-01-02T00:00:00Z',
};

/** The promotion the API gives for the page's id. */
function answerPromotion(found: Promotion = CLAIM) {
  server.use(apiAnswer<Promotion>(CONTENT_PATHS.promotion, found, promotionAsked));
}

const png = (name = 'slip.png', size?: number) => {
  const file = new File(['png-bytes'], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};
const renderPage = (path = '/m/applyReward?id=7') => renderAt('/m/applyReward', <ApplyRewardPage />, path);
const submitButton = () => screen.getByRole('button', { name: 'Submit' });
const remarkBox = () => screen.getByRole('textbox');
const pictureInput = () => screen.getByTestId<HTMLInputElement>('reward-picture-input');
const thumbnails = () => screen.queryAllByRole('img', { name: /^Picture \d$/ });

async function openForm(flags: Partial<Promotion> = {}) {
  answerPromotion({ ...CLAIM, ...flags });
  renderPage();
  await screen.findByRole('heading', { level: 2, name: 'Rescue fund' });
}

async function addPictures(user: ReturnType<typeof userEvent.setup>, files: File[], count: number) {
  await user.upload(pictureInput(), files);
  await waitFor(() => expect(thumbnails()).toHaveLength(count));
}

beforeEach(() => {
  promotionAsked.requests.length = 0;
  applied.requests.length = 0;
  signIn();
  readMock.mockImplementation(async (file) => {
    const bytes = Buffer.from(await file.arrayBuffer()).toString('base64');
    return `data:${file.type};base64,${bytes}`;
  });
});
afterEach(() => {
  readMock.mockReset();
  signOut();
});

describe('ApplyRewardPage: what submit needs', () => {
  it('needs both a remark and a picture when both are required', async () => {
    const user = userEvent.setup();
    await openForm({ imageRequired: 'Y', remarkRequired: 'Y' });
    expect(screen.getByLabelText('Remark (required)')).toBe(remarkBox());
    expect(screen.getByRole('group', { name: 'Pictures (required)' })).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await user.type(remarkBox(), 'Lost 5000 yesterday');
    expect(submitButton()).toBeDisabled();
    await addPictures(user, [png()], 1);
    expect(submitButton()).toBeEnabled();
    await user.clear(remarkBox());
    expect(submitButton()).toBeDisabled();
  });

  it('needs only a picture when only the picture is required', async () => {
    const user = userEvent.setup();
    await openForm({ imageRequired: 'Y', remarkRequired: 'N' });
    expect(screen.getByLabelText('Remark (optional)')).toBeInTheDocument();
    await user.type(remarkBox(), 'hello');
    expect(submitButton()).toBeDisabled();
    await user.clear(remarkBox());
    await addPictures(user, [png()], 1);
    expect(submitButton()).toBeEnabled();
  });

  it('needs only a remark when only the remark is required (blank does not count)', async () => {
    const user = userEvent.setup();
    await openForm({ imageRequired: 'N', remarkRequired: 'Y' });
    expect(screen.getByRole('group', { name: 'Pictures (optional)' })).toBeInTheDocument();
    await addPictures(user, [png()], 1);
    expect(submitButton()).toBeDisabled();
    await user.type(remarkBox(), '   ');
    expect(submitButton()).toBeDisabled();
    await user.type(remarkBox(), 'ok');
    expect(submitButton()).toBeEnabled();
  });

  it('takes a plain application when neither is required', async () => {
    await openForm({ imageRequired: 'N', remarkRequired: 'N' });
    expect(screen.getByLabelText('Remark (optional)')).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });
});

describe('ApplyRewardPage: the remark', () => {
  it('cannot be typed beyond 140 characters and counts them', async () => {
    const user = userEvent.setup();
    await openForm();
    expect(remarkBox()).toHaveAttribute('maxLength', '140');
    await user.type(remarkBox(), 'x'.repeat(150));
    expect(remarkBox()).toHaveValue('x'.repeat(140));
    expect(screen.getByText('140/140')).toBeInTheDocument();
  });
});

describe('ApplyRewardPage: the pictures', () => {
  it('shows the pictures as thumbnails, each with a remove button, and accepts JPEG too', async () => {
    const user = userEvent.setup();
    await openForm();
    await addPictures(user, [png('a.png'), new File(['jpg'], 'b.jpg', { type: 'image/jpeg' })], 2);
    expect(thumbnails()[1]).toHaveAttribute('src', expect.stringMatching(/^data:image\/jpeg;base64,/));
    await user.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(thumbnails()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Remove picture 2' })).not.toBeInTheDocument();
  });

  it('skips a 4th picture with the count toast for 1.5 s', async () => {
    const user = userEvent.setup();
    const { toasts, off } = collectToasts();
    await openForm();
    await addPictures(user, [png('1.png'), png('2.png'), png('3.png'), png('4.png')], 3);
    expect(toasts).toEqual([
      expect.objectContaining({
        type: 'fail',
        message: 'You can attach at most 3 pictures',
        duration: 1500,
      }),
    ]);
    // The add button says the same once the form is full, without opening the picker.
    await user.click(screen.getByRole('button', { name: 'Add picture' }));
    expect(toasts).toHaveLength(2);
    expect(thumbnails()).toHaveLength(3);
    off();
  });

  it('skips a GIF or a PDF with the type toast', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { toasts, off } = collectToasts();
    await openForm();
    await user.upload(pictureInput(), [
      new File(['gif'], 'fun.gif', { type: 'image/gif' }),
      new File(['pdf'], 'slip.pdf', { type: 'application/pdf' }),
    ]);
    expect(toasts).toHaveLength(2);
    for (const toast of toasts) {
      expect(toast).toMatchObject({
        type: 'fail',
        message: 'Pictures must be JPEG, JPG or PNG',
        duration: 1500,
      });
    }
    expect(thumbnails()).toHaveLength(0);
    expect(readMock).not.toHaveBeenCalled();
    off();
  });

  it('skips a picture over 5 MB with the size toast', async () => {
    const user = userEvent.setup();
    const { toasts, off } = collectToasts();
    await openForm();
    await user.upload(pictureInput(), [png('big.png', 5_242_881)]);
    await addPictures(user, [png('ok.png', 5_242_880)], 1);
    expect(toasts).toEqual([
      expect.objectContaining({ type: 'fail', message: 'Each picture can be at most 5 MB', duration: 1500 }),
    ]);
    off();
  });

  it('skips a picture that cannot be read with its own toast', async () => {
    const user = userEvent.setup();
    const { toasts, off } = collectToasts();
    readMock.mockRejectedValueOnce(new Error('NotReadableError'));
    await openForm();
    await addPictures(user, [png('broken.png'), png('fine.png')], 1);
    expect(toasts).toEqual([
      expect.objectContaining({ type: 'fail', message: 'This picture could not be read', duration: 1500 }),
    ]);
    off();
  });
});

describe('ApplyRewardPage: sending', () => {
  it('sends the promotion, the remark, the pictures as data URLs and an idempotency key, then goes to the list', async () => {
    const user = userEvent.setup();
    const { toasts, off } = collectToasts();
    server.use(apiAnswer<RewardApplication>(CONTENT_PATHS.applyReward, APPLICATION, APPLY));
    await openForm({ imageRequired: 'Y', remarkRequired: 'Y' });
    await user.type(remarkBox(), '  Lost 5000 yesterday ');
    await addPictures(user, [png('a.png'), png('b.png')], 2);
    await user.click(submitButton());

    expect(await screen.findByTestId('location')).toHaveTextContent('/m/activity');
    expect(sentApplications()).toEqual([
      {
        promotionId: 7,
        remarks: 'Lost 5000 yesterday',
        pictures: [
          `data:image/png;base64,${Buffer.from('png-bytes').toString('base64')}`,
          `data:image/png;base64,${Buffer.from('png-bytes').toString('base64')}`,
        ],
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      },
    ]);
    expect(applied.requests[0]?.query.get('moduleId')).toBe('COMM3');
    expect(toasts).toEqual([
      { type: 'loading', id: 'reward-submit', message: 'Sending your application…', duration: 10_000 },
      {
        type: 'success',
        id: 'reward-submit',
        message: 'Your application was sent and will be reviewed',
        duration: 1500,
      },
    ]);
    off();
  });

  it('sends once on a double tap and locks the form while sending', async () => {
    const user = userEvent.setup();
    const answer = heldBack();
    server.use(
      apiAnswer<RewardApplication>(CONTENT_PATHS.applyReward, APPLICATION, { ...APPLY, until: answer.until }),
    );
    await openForm();
    await user.type(remarkBox(), 'hi');
    await user.dblClick(submitButton());
    await waitFor(() => expect(applied.requests).toHaveLength(1));
    expect(submitButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add picture' })).toBeDisabled();
    answer.release();
    expect(await screen.findByTestId('location')).toHaveTextContent('/m/activity');
    expect(applied.requests).toHaveLength(1);
  });

  it('reuses the idempotency key when the same form is sent again after a network failure', async () => {
    const user = userEvent.setup();
    server.use(
      apiUnreachable(CONTENT_PATHS.applyReward, { ...APPLY, once: true }),
      apiAnswer<RewardApplication>(CONTENT_PATHS.applyReward, APPLICATION, APPLY),
    );
    await openForm();
    await user.type(remarkBox(), 'hi');
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await screen.findByTestId('location');
    const keys = sentApplications().map((body) => body.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('uses a new key for an edited form', async () => {
    const user = userEvent.setup();
    server.use(apiUnreachable(CONTENT_PATHS.applyReward, APPLY));
    await openForm();
    await user.type(remarkBox(), 'hi');
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.type(remarkBox(), ' there');
    await user.click(submitButton());
    await waitFor(() => expect(applied.requests).toHaveLength(2));
    const keys = sentApplications().map((body) => body.idempotencyKey);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('shows the server field messages under their fields (validation.failed)', async () => {
    const user = userEvent.setup();
    const { toasts, off } = collectToasts();
    const failure: ValidationFailureValue = {
      fields: {
        remarks: ['validation.reward.remarkRequired'],
        pictures: ['validation.reward.pictureRequired', 'validation.reward.imageSize'],
      },
    };
    server.use(apiFailure(CONTENT_PATHS.applyReward, 'validation.failed', failure, APPLY));
    await openForm();
    await user.click(submitButton());
    expect(await screen.findByText('Please write a remark')).toBeInTheDocument();
    expect(remarkBox()).toHaveAttribute('aria-invalid', 'true');
    expect(remarkBox()).toHaveAccessibleDescription(/Please write a remark/);
    expect(screen.getByText('Please attach a picture Each picture can be at most 5 MB')).toBeInTheDocument();
    // The loading toast is replaced, not left for 10 s.
    expect(toasts.at(-1)).toMatchObject({ id: 'reward-submit', type: 'fail' });
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    // Editing the remark clears its message.
    await user.type(remarkBox(), 'x');
    expect(screen.queryByText('Please write a remark')).not.toBeInTheDocument();
    off();
  });

  it('replaces the loading toast with the catalogue text of other failures and stays', async () => {
    const user = userEvent.setup();
    const { toasts, off } = collectToasts();
    server.use(apiFailure(CONTENT_PATHS.applyReward, 'reward.already_applied', null, APPLY));
    await openForm();
    await user.click(submitButton());
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({
        type: 'fail',
        id: 'reward-submit',
        message: 'You have already applied for this promotion; it is being reviewed',
        duration: 1500,
      }),
    );
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    off();
  });

  it('clears the form on cancel', async () => {
    const user = userEvent.setup();
    await openForm({ imageRequired: 'Y' });
    await user.type(remarkBox(), 'hello');
    await addPictures(user, [png()], 1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(remarkBox()).toHaveValue('');
    expect(thumbnails()).toHaveLength(0);
    expect(submitButton()).toBeDisabled();
  });
});

describe('ApplyRewardPage: who and what', () => {
  it('sends a missing id back to the list with a toast', async () => {
    const { toasts, off } = collectToasts();
    answerPromotion();
    renderPage('/m/applyReward');
    expect(await screen.findByTestId('location')).toHaveTextContent('/m/activity');
    expect(toasts).toContainEqual(
      expect.objectContaining({ type: 'info', message: 'This promotion is not available' }),
    );
    off();
  });

  it('sends an unknown id back to the list', async () => {
    server.use(apiFailure(CONTENT_PATHS.promotion, 'promotion.not_found', null, promotionAsked));
    renderPage('/m/applyReward?id=8');
    expect(await screen.findByTestId('location')).toHaveTextContent('/m/activity');
    expect(promotionAsked.requests[0]?.query.get('id')).toBe('8');
  });

  it('sends a promotion that takes no applications back to the list', async () => {
    const { toasts, off } = collectToasts();
    answerPromotion({ ...CLAIM, applicable: false });
    renderPage();
    expect(await screen.findByTestId('location')).toHaveTextContent('/m/activity');
    expect(toasts).toContainEqual(
      expect.objectContaining({ type: 'info', message: 'This promotion does not take applications' }),
    );
    off();
  });

  it('sends a visitor without a session to the list', async () => {
    signOut();
    answerPromotion();
    renderPage();
    expect(await screen.findByTestId('location')).toHaveTextContent('/m/activity');
    expect(promotionAsked.requests).toHaveLength(0);
  });
});
