// The deposit form: channel, amount (presets or typed, Bengali or Latin digits, checked live), promotion,
// transfer instructions and the transaction id. Submit is enabled once everything is valid; a retry of the
// same submission reuses its idempotency key. Server amount/reference errors also show beside the field, a
// deposit limit's refusal with what may still be deposited.
import { type FormEvent, useState } from 'react';
import {
  type AnyErrorCode,
  Button,
  type DepositChannel,
  type DepositPromo,
  type DepositRecord,
  minorToInput,
  useMoneyFormat,
} from 'shared';
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

export function DepositForm({ channels, promos, onDone }: DepositFormProps) {
  const { t } = useMoneyTranslation();
  const { scale, format } = useMoneyFormat();
  const amountMessage = useAmountMessage();
  const deposit = useSubmitDeposit();
  const limitRefusal = useLimitRefusal();
  const { send, serverError, setServerError } = useMoneySubmit(deposit, FIELD_OF_CODE, onDone, limitRefusal);

  const [channelId, setChannelId] = useState(channels[0]?.id ?? 0);
  const [amountText, setAmountText] = useState('');
  const [amountTouched, setAmountTouched] = useState(false);
  const [promoId, setPromoId] = useState<number | null>(null);
  const [reference, setReference] = useState('');
  const [referenceTouched, setReferenceTouched] = useState(false);

  const channel = channels.find((item) => item.id === channelId) ?? channels[0];
  if (!channel) return null;

  const limits = { minMinor: channel.minMinor, maxMinor: channel.maxMinor, scale };
  const amount = checkAmount(amountText, limits);
  const amountMinor = amount.ok ? amount.minor : null;
  const promo = promos.find((item) => item.id === promoId) ?? null;
  const promoOk = promo === null || promoEligible(promo, amountMinor);
  const referenceProblem = checkReference(reference, channel.referenceRequired);

  const amountError = serverError?.field === 'amount' ? serverError.text : '';
  const shownAmountError =
    amountError ||
    (!amount.ok && (amountText !== '' || amountTouched) ? amountMessage(amount.problem, limits) : '');
  const shownReferenceError =
    (serverError?.field === 'reference' ? serverError.text : '') ||
    (referenceProblem && (reference !== '' || referenceTouched)
      ? t(`money.reference.${referenceProblem}`)
      : '');
  const valid = amount.ok && promoOk && referenceProblem === null && serverError === null;

  const editAmount = (text: string) => {
    setAmountText(text);
    setServerError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || amountMinor === null || deposit.isPending) return;
    const payload = {
      channelId: channel.id,
      amountMinor,
      promoId: promo?.id ?? null,
      reference: normaliseReference(reference),
    };
    send(payload);
  };

  return (
    <form className="acc-form acc-money-form" onSubmit={submit} noValidate>
      <ChannelPicker channels={channels} value={channel.id} onChange={setChannelId} />
      <FormField
        label={t('money.amount.label')}
        hint={t('money.amount.limits', { min: format(channel.minMinor), max: format(channel.maxMinor) })}
        error={shownAmountError}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('money.amount.placeholder')}
        value={amountText}
        onChange={(event) => editAmount(event.target.value)}
        onBlur={() => setAmountTouched(true)}
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
      <PromoPicker promos={promos} value={promoId} amountMinor={amountMinor} onChange={setPromoId} />
      {!promoOk && promo && (
        <p className="acc-field__error" aria-live="polite">
          {t('money.promo.minimum', { min: format(promo.minDepositMinor) })}
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
        value={reference}
        onChange={(event) => {
          setReference(event.target.value);
          setServerError(null);
        }}
        onBlur={() => setReferenceTouched(true)}
      />
      <Button type="submit" block loading={deposit.isPending} disabled={!valid}>
        {t('money.deposit.submit')}
      </Button>
    </form>
  );
}
