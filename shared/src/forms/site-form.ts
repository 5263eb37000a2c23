// The site's one way to hold a form: react-hook-form with a resolver over the field rules of shared/validation
// (the rules the platform API checks). Every form alike: a field's rules and message keys come from one place, a
// rule applies to a field while its input is on the page, the first invalid field (in the form's order) gets focus
// on submit, and the API's validation failure lands on the matching fields.
// It is bundled into each app's form chunks (it keeps no page-wide state), so it reaches the page's singletons
// only through their packages: the texts through react-i18next, a failure by its envelope code.
import { useEffect } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Mode,
  type Path,
  type RegisterOptions,
  type Resolver,
  type SubmitHandler,
  useForm,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiErrorCode, ValidationFailureValue } from '../api/contract';
import type { RuleMessage } from '../validation/rules';

/**
 * A message of a form field: a rule engine key of the shared texts, or a form's own text (`ns` names its
 * namespace) where the form words a rule its own way.
 */
export type FormMessage =
  | RuleMessage
  | { key: string; ns: string; params?: RuleMessage['params'] }
  /** A text the form has already worded (e.g. a limit's refusal with what may still be done). */
  | { text: string };

/** What a rule finds wrong with a value: nothing, one message or several. */
export type RuleFinding = FormMessage | readonly FormMessage[] | null | undefined | false | '';

/** Per field: its rule, given the field's value and the whole form's values. */
export type FormRules<V extends FieldValues> = { [K in keyof V]?: (value: V[K], values: V) => RuleFinding };

/** A whole-form check, for rules that run over several fields at once (the registration engine). */
export type FormCheck<V extends FieldValues> = (values: V) => Partial<Record<keyof V, RuleFinding>>;

/** A field error of a site form: the first message's key, and every message with its parameters. */
export interface SiteFieldError extends FieldError {
  messages?: readonly FormMessage[];
}

function asMessages(finding: RuleFinding): FormMessage[] {
  if (!finding) return [];
  return Array.isArray(finding) ? [...(finding as readonly FormMessage[])] : [finding as FormMessage];
}

function fieldError(messages: readonly FormMessage[], type = 'rules'): SiteFieldError {
  const first = messages[0];
  return { type, message: first === undefined ? '' : 'text' in first ? first.text : first.key, messages };
}

/**
 * The resolver over the rules. A form gives the rules of the fields it shows (a hidden tab's fields and a captcha
 * not asked for have no say in whether it is valid); every rule runs on every call, whichever field changed, as the
 * form's validity is the result's.
 */
export function rulesResolver<V extends FieldValues>(
  rules: FormRules<V> = {},
  check?: FormCheck<V>,
): Resolver<V> {
  return (values) => {
    const errors: Record<string, SiteFieldError> = {};
    const whole: Partial<Record<keyof V, RuleFinding>> = check?.(values) ?? {};
    for (const name of new Set([...Object.keys(rules), ...Object.keys(whole)])) {
      const rule = rules[name as keyof V];
      const messages = [
        ...(rule ? asMessages(rule(values[name as keyof V], values)) : []),
        ...asMessages(whole[name as keyof V]),
      ];
      if (messages.length > 0) errors[name] = fieldError(messages);
    }
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<V> }
      : { values, errors: {} };
  };
}

export interface SiteFormOptions<V extends FieldValues> {
  defaultValues: DefaultValues<V>;
  rules?: FormRules<V>;
  check?: FormCheck<V>;
  onSubmit: SubmitHandler<V>;
  /** The fields in the order shown, for focusing the first invalid one (else react-hook-form's order). */
  order?: readonly Path<V>[];
  /** When fields are checked (default: on submit, then as they change). */
  mode?: Mode;
}

export interface SiteForm<V extends FieldValues> extends UseFormReturn<V> {
  /** The form's submit handler: checks the rules, focuses the first invalid field, else calls onSubmit. */
  submit: (event?: { preventDefault?: () => void }) => Promise<void>;
  /** An input's binding to a field: react-hook-form's register props and the field's message line (`error`). */
  field: (
    name: Path<V>,
    options?: RegisterOptions<V, Path<V>>,
  ) => ReturnType<UseFormReturn<V>['register']> & { error: string };
  /** The translated messages of a field, each on its own (none when it has none). */
  messagesOf: (name: Path<V>) => string[];
  /** The translated message line of a field (each message, joined by ', '), empty when it has none. */
  messageOf: (name: Path<V>) => string;
  /**
   * A field checked live: the server's message for it, else its rule's message on the values now (the form
   * decides when to show it, e.g. once something is typed).
   */
  liveMessageOf: (name: Path<V>) => string;
  /** Whether a server answer's message is on a field (submit waits until the player edits it). */
  hasServerError: boolean;
  /** Put a server answer's message (already worded) on a field. */
  setServerError: (name: Path<V>, text: string) => void;
  /** Take back the server's messages (the player edited what they were about). */
  clearServerErrors: () => void;
  /**
   * Put a validation.failed answer's field messages on the fields (each message's parameters by field and key),
   * the first such field focused unless `focus` is false; true when it was one.
   */
  applyServerErrors: (
    error: unknown,
    params?: (name: Path<V>, key: RuleMessage['key']) => RuleMessage['params'],
    options?: { focus?: boolean },
  ) => boolean;
}

/** The messages of a field error (the rule engine's keys, in the shared namespace). */
export function errorMessages(error: SiteFieldError | FieldError | undefined): readonly FormMessage[] {
  if (!error) return [];
  return (
    (error as SiteFieldError).messages ??
    (error.message ? [{ key: error.message as RuleMessage['key'] }] : [])
  );
}

/** The field messages of a validation.failed answer (an ApiError of any realm, read by its code). */
export function serverFieldKeys(error: unknown): ValidationFailureValue['fields'] | null {
  const failure = error as { code?: ApiErrorCode; value?: Partial<ValidationFailureValue> | null } | null;
  if (failure?.code !== 'validation.failed') return null;
  return failure.value?.fields ?? {};
}

export function useSiteForm<V extends FieldValues>(options: SiteFormOptions<V>): SiteForm<V> {
  const { t } = useTranslation('shared');
  const { rules, check, order, onSubmit } = options;
  // Made each render: react-hook-form reads its options anew each render, so the rules are this render's.
  const form = useForm<V>({
    defaultValues: options.defaultValues,
    resolver: rulesResolver(rules, check),
    mode: options.mode ?? 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: order === undefined,
  });
  const { control } = form;
  // Rules that come or go with a field (a tab, the captcha) change whether the form is valid: it follows them.
  const fieldsRuled = [...Object.keys(rules ?? {}), '|', ...(order ?? [])].join(',');
  useEffect(() => {
    void control._setValid();
  }, [control, fieldsRuled]);

  const focusFirst = (errors: FieldErrors<V>) => {
    const first = order?.find((name) => name in errors);
    if (first) form.setFocus(first);
  };

  const submit = form.handleSubmit(async (values, event) => {
    await onSubmit(values, event);
  }, focusFirst);

  const texts = (messages: readonly FormMessage[]) =>
    messages.map((message) =>
      'text' in message
        ? message.text
        : (t(
            message.key as never,
            {
              ...('ns' in message ? { ns: message.ns } : {}),
              ...(message.params ?? {}),
            } as never,
          ) as unknown as string),
    );
  const text = (messages: readonly FormMessage[]) => texts(messages).join(', ');
  const messagesOfField = (name: Path<V>) => errorMessages(form.getFieldState(name, form.formState).error);
  const errors = form.formState.errors as Record<string, SiteFieldError | undefined>;
  const serverNames = Object.keys(errors).filter((name) => errors[name]?.type === 'server') as Path<V>[];

  return {
    ...form,
    submit: (event) => submit(event as never),
    field: (name, registerOptions) => ({
      ...form.register(name, registerOptions),
      error: text(messagesOfField(name)),
    }),
    messagesOf: (name) => texts(messagesOfField(name)),
    messageOf: (name) => text(messagesOfField(name)),
    liveMessageOf: (name) => {
      const server = form.getFieldState(name, form.formState).error;
      if (server?.type === 'server') return text(errorMessages(server));
      const values = form.getValues();
      const rule = rules?.[name as keyof V];
      return text([
        ...(rule ? asMessages(rule(values[name as keyof V], values)) : []),
        ...asMessages(check?.(values)[name as keyof V]),
      ]);
    },
    hasServerError: serverNames.length > 0,
    setServerError: (name, message) => form.setError(name, fieldError([{ text: message }], 'server')),
    clearServerErrors: () => {
      if (serverNames.length > 0) form.clearErrors(serverNames);
    },
    applyServerErrors: (error, params, { focus = true } = {}) => {
      const fields = serverFieldKeys(error);
      if (!fields) return false;
      const names = Object.keys(fields).filter((name) => fields[name]?.length) as Path<V>[];
      const ordered = order
        ? [...order.filter((name) => names.includes(name)), ...names.filter((name) => !order.includes(name))]
        : names;
      ordered.forEach((name, index) => {
        const messages = (fields[name] ?? []).map((key) => ({ key, params: params?.(name, key) }));
        form.setError(name, fieldError(messages, 'server'), { shouldFocus: focus && index === 0 });
      });
      return ordered.length > 0;
    },
  };
}
