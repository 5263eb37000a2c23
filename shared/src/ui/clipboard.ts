// Copy a text (an account number, a referral link) and say whether it worked: the clipboard can be refused
// (insecure context, permissions), and the player must know.
import { i18n } from '../i18n/i18next-setup';
import { showToast } from './toast';

export async function copyWithToast(text: string): Promise<boolean> {
  let copied: boolean;
  try {
    await navigator.clipboard.writeText(text);
    copied = true;
  } catch {
    copied = false;
  }
  showToast(
    copied
      ? { type: 'success', message: i18n.t('ui.copied', { ns: 'shared' }) }
      : { type: 'fail', message: i18n.t('ui.copyFailed', { ns: 'shared' }) },
  );
  return copied;
}
