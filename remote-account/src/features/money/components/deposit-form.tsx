// The deposit form: channel, amount (presets or typed, Bengali or Latin digits, checked live), promotion,
// transfer instructions and the transaction id. Submit is enabled once everything is valid; a retry of the
// same submission reuses its idempotency key. Server amount/reference errors also show beside the field, a
// deposit limit's refusal with what may still be deposited.
import {
  type AnyErrorCode,
  Button,
  type DepositChannel,
  type DepositPromo,
  type DepositRecord,
  minorToInput,
  useMoneyFormat,
} from 'shared';
import { Controller, type FormRules, useSiteForm } from 'shared/forms';
import { useSubmitDeposit } from '../api/deposit';
import { useAmountMessage } from '../hooks/use-amount-message';
import { useLimitRefusal } from '../hooks/use-limit-refusal';
import { useMoneySubmit } from '../hooks/use-money-submit';
import { checkAmount } from '../lib/amount-check';
import { checkReference, normaliseReference, REFERENCE_MAX_LENGTH } from '../lib/reference';
import { ChannelPicker } from './channel-picker';
import { FormField } from '../../../components/form-field';
import { PromoPicker, promoEligible } from './promo-picker';
import { TransferDetails } from './transfer-details';
import { useMoneyTranslation } from '../texts';

export interface DepositFormProps {
  channels: DepositChannel[];
  promos: DepositPromo[];
  onDone: (record: DepositRecord) => void;
}

const FIELD_OF_CODE: Partial<Record<AnyErrorCode, 'amount' | 'reference'>> = {
  'money.amount_invalid': 'amount',
  'money.below_minimum': 'amount',
  'money.above_maximum': 'amount',
  'money.reference_required': 'reference',
  'money.reference_used': 'reference',
  'limit.deposit_exceeded': 'amount',
};

interface DepositValues {
  channelId: number;
  amount: string;
  promoId: number | null;
  reference: string;
}

export function DepositForm({ channels, promos, onDone }: DepositFormProps) {
  const { t } = useMoneyTranslation();
  const { scale, format } = useMoneyFormat();
  const amountMessage = useAmountMessage();
  const deposit = useSubmitDeposit();
  const limitRefusal = useLimitRefusal();
  const { send } = useMoneySubmit(deposit, FIELD_OF_CODE, onDone, limitRefusal);

  const channelOf = (id: number) => channels.find((item) => item.id === id) ?? channels[0];
  const limitsOf = (channel: DepositChannel) => ({
    minMinor: channel.minMinor,
    maxMinor: channel.maxMinor,
    scale,
  });
  const promoOf = (id: number | null) => promos.find((item) => item.id === id) ?? null;
  const amountOf = (values: DepositValues) => {
    const channel = channelOf(values.channelId);
    if (!channel) return null;
    const amount = checkAmount(values.amount, limitsOf(channel));
    return amount.ok ? amount.minor : null;
  };

  // Checked live against the chosen channel's limits (and the chosen promotion's minimum).
  const rules: FormRules<DepositValues> = {
    amount: (text, values) => {
      const channel = channelOf(values.channelId);
      if (!channel) return null;
      const amount = checkAmount(text, limitsOf(channel));
      return !amount.ok && { text: amountMessage(amount.problem, limitsOf(channel)) };
    },
    promoId: (id, values) => {
      const promo = promoOf(id);
      return (
        promo !== null &&
        !promoEligible(promo, amountOf(values)) && {
          text: t('money.promo.minimum', { min: format(promo.minDepositMinor) }),
        }
      );
    },
    reference: (text, values) => {
      const problem = checkReference(text, channelOf(values.channelId)?.referenceRequired ?? false);
      return problem !== null && { ns: 'money', key: `money.reference.${problem}` };
    },
  };
  const form = useSiteForm<DepositValues>({
    defaultValues: { channelId: channels[0]?.id ?? 0, amount: '', promoId: null, reference: '' },
    rules,
    mode: 'onChange',
    onSubmit: (values) => {
      const channel = channelOf(values.channelId);
      const amountMinor = amountOf(values);
      if (!channel || amountMinor === null || deposit.isPending) return;
      send(
        {
          channelId: channel.id,
          amountMinor,
          promoId: promoOf(values.promoId)?.id ?? null,
          reference: normaliseReference(values.reference),
        },
        (field, text) => form.setServerError(field, text),
      );
    },
  });
  const values = form.watch();
  const channel = channelOf(values.channelId);
  if (!channel) return null;
  const amountMinor = amountOf(values);
  const promo = promoOf(values.promoId);
  const { isTouched: amountTouched } = form.getFieldState('amount', form.formState);
  const { isTouched: referenceTouched } = form.getFieldState('reference', form.formState);
  // A message shows once something is typed or the field was left.
  const shownAmountError = values.amount !== '' || amountTouched ? form.liveMessageOf('amount') : '';
  const shownReferenceError =
    values.reference !== '' || referenceTouched ? form.liveMessageOf('reference') : '';
  const promoMessage = form.liveMessageOf('promoId');
  const valid = form.formState.isValid && !form.hasServerError;

  const editAmount = (text: string) => {
    form.clearServerErrors();
    form.setValue('amount', text, { shouldValidate: true, shouldDirty: true });
  };

  return (
    <form className="acc-form acc-money-form" onSubmit={(event) => void form.submit(event)} noValidate>
      <Controller
        control={form.control}
        name="channelId"
        render={({ field }) => (
          <ChannelPicker channels={channels} value={channel.id} onChange={field.onChange} />
        )}
      />
      <FormField
        label={t('money.amount.label')}
        hint={t('money.amount.limits', { min: format(channel.minMinor), max: format(channel.maxMinor) })}
        error={shownAmountError}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('money.amount.placeholder')}
        {...form.register('amount', { onChange: () => form.clearServerErrors() })}
      >
        {channel.presetsMinor.length > 0 && (
          <div className="mc-chips" role="group" aria-label={t('money.amount.presets')}>
            {channel.presetsMinor.map((preset) => (
              <button
                key={preset}
                type="button"
                className="mc-chip"
                aria-pressed={amountMinor === preset}
                onClick={() => editAmount(minorToInput(preset, scale))}
              >
                {format(preset)}
              </button>
            ))}
          </div>
        )}
      </FormField>
      <Controller
        control={form.control}
        name="promoId"
        render={({ field }) => (
          <PromoPicker
            promos={promos}
            value={field.value}
            amountMinor={amountMinor}
            onChange={field.onChange}
          />
        )}
      />
      {promo && promoMessage && (
        <p className="acc-field__error" aria-live="polite">
          {promoMessage}
        </p>
      )}
      <TransferDetails channel={channel} amount={amountMinor === null ? null : format(amountMinor)} />
      <FormField
        label={channel.referenceRequired ? t('money.reference.label') : t('money.reference.labelOptional')}
        hint={t('money.reference.hint', { channel: channel.name })}
        error={shownReferenceError}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={REFERENCE_MAX_LENGTH}
        {...form.register('reference', { onChange: () => form.clearServerErrors() })}
      />
      <Button type="submit" block loading={deposit.isPending} disabled={!valid}>
        {t('money.deposit.submit')}
      </Button>
    </form>
  );
}
