import { api } from 'shared';
import { recoverByEmail } from './email-recovery';

describe('recoverByEmail', () => {
  it('posts the trimmed username and e-mail form-encoded to the recovery path', async () => {
    const postForm = jest.spyOn(api, 'postForm').mockResolvedValue(null);
    await recoverByEmail({ username: ' demo01 ', email: ' demo01@example.com ' });
    expect(postForm).toHaveBeenCalledWith(
      '/wps/member/password/email',
      { username: 'demo01', email: 'demo01@example.com' },
      { moduleId: 'COMM3' },
    );
    postForm.mockRestore();
  });
});
