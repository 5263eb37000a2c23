// Reads the platform API's dev outbox (SMS, e-mail and captcha answers), so tests complete every flow for real.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './test';
import type { DevOutbox, OutboxMessage } from 'shared/contract';

export async function latestMessage(
  request: APIRequestContext,
  channel: OutboxMessage['channel'],
  to: string,
): Promise<OutboxMessage> {
  const response = await request.get('/dev/outbox');
  const outbox = (await response.json()) as { value: DevOutbox };
  const message = outbox.value.messages.find(
    (item: OutboxMessage) => item.channel === channel && item.to === to,
  );
  if (!message) throw new Error(`no ${channel} message to ${to} in the dev outbox`);
  return message;
}

/** A captcha answer is the whole message; an SMS code follows "code is". Notices of changes hold no code. */
const CODE = /^(\d{4,8})$|code is (\d{4,8})\b/;

/** The digits of the newest code sent to `to` on `channel` (captcha answers and SMS codes). */
export async function latestCode(
  request: APIRequestContext,
  channel: OutboxMessage['channel'],
  to: string,
): Promise<string> {
  const response = await request.get('/dev/outbox');
  const outbox = (await response.json()) as { value: DevOutbox };
  for (const message of outbox.value.messages) {
    if (message.channel !== channel || message.to !== to) continue;
    const match = CODE.exec(message.body);
    if (match) return match[1] ?? match[2] ?? '';
  }
  throw new Error(`no ${channel} message with a code to ${to} in the dev outbox`);
}

/**
 * Ask for an SMS code with the SMS button in `scope`, solving its human check from the outbox; returns the code.
 * The check's picture on screen means its answer is in the outbox; the countdown, that the SMS was sent.
 */
export async function requestSmsCode(page: Page, scope: Locator, mobile: string): Promise<string> {
  await scope.getByRole('button', { name: 'Get code' }).click();
  const check = scope.getByRole('group', { name: 'Verification before sending the SMS' });
  await expect(check).toBeVisible();
  await expect(check.getByRole('img')).toBeVisible();
  await check
    .getByLabel('Enter the digits shown in the picture')
    .fill(await latestCode(page.request, 'captcha', `sms:${mobile}`));
  await check.getByRole('button', { name: 'Send SMS' }).click();
  await expect(scope.getByRole('button', { name: /^\d+s$|Wait \d+ seconds/ })).toBeVisible();
  return latestCode(page.request, 'sms', `+880${mobile}`);
}

/**
 * Ask for a code with the "Get code" button in `scope` (no human check before it); returns the code.
 * The button's countdown, not the toast, says this request's SMS was sent: an earlier "Code sent" toast may still
 * be on screen, and the outbox would then still hold the earlier code.
 */
export async function sendSmsCode(page: Page, scope: Locator, phone: string): Promise<string> {
  await scope.getByRole('button', { name: 'Get code' }).click();
  await expect(scope.getByRole('button', { name: /^\d+s$|Wait \d+ seconds/ })).toBeVisible();
  await expect(
    page.locator('.mc-toast-host').getByText('Code sent to your mobile number').last(),
  ).toBeVisible();
  return latestCode(page.request, 'sms', phone);
}
