// The deposit channel choice: one radio per channel with its mark, name and limits.
import type { DepositChannel } from 'shared';
import { ChannelIcon } from './channel-icon';
import { useMoneyFormat } from 'shared';
import { useMoneyTranslation } from '../texts';

export interface ChannelPickerProps {
  channels: DepositChannel[];
  value: number;
  onChange: (id: number) => void;
}

export function ChannelPicker({ channels, value, onChange }: ChannelPickerProps) {
  const { t } = useMoneyTranslation();
  const { format } = useMoneyFormat();
  return (
    <fieldset className="acc-money-choices">
      <legend>{t('money.deposit.channel')}</legend>
      {channels.map((channel) => (
        <label key={channel.id} className="acc-money-choice">
          <input
            type="radio"
            name="deposit-channel"
            value={channel.id}
            checked={channel.id === value}
            onChange={() => onChange(channel.id)}
          />
          <ChannelIcon provider={channel.provider} />
          <span className="acc-money-choice__text">
            <strong>{channel.name}</strong>
            <small>
              {t('money.amount.limits', { min: format(channel.minMinor), max: format(channel.maxMinor) })}
            </small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
