// Turns the rule engine's messages (keys in the shared namespace with their parameters) into the one line shown
// under a field: each message translated, joined by ', ' (spec account §5). Called while rendering, so the line
// follows a language change with the component.
import { i18n } from 'shared';
import type { RuleMessage } from 'shared/validation';

export function ruleText(messages: readonly RuleMessage[] | undefined): string {
  return (messages ?? []).map((message) => i18n.t(message.key, message.params ?? {})).join(', ');
}
