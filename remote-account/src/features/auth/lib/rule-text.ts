// Turns the rule engine's messages (keys in the shared namespace with their parameters) into the one line shown
// under a field: each message translated, joined by ', ' (spec account §5).
import type { TFunction } from 'shared';
import type { RuleMessage } from 'shared/validation';

export function ruleText(t: TFunction, messages: readonly RuleMessage[] | undefined): string {
  return (messages ?? []).map((message) => t(message.key, { ns: 'shared', ...message.params })).join(', ');
}
