// Reads the platform API's dev outbox (SMS, e-mail and captcha answers), so tests complete every flow for real.
import type { APIRequestContext } from '@playwright/test';
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

/** The digits of the newest code sent to `to` on `channel` (captcha answers and SMS codes). */
export async function latestCode(
  request: APIRequestContext,
  channel: OutboxMessage['channel'],
  to: string,
): Promise<string> {
  const { body } = await latestMessage(request, channel, to);
  const code = /\d{4,8}/.exec(body)?.[0];
  if (!code) throw new Error(`no code in the ${channel} message to ${to}: ${body}`);
  return code;
}
