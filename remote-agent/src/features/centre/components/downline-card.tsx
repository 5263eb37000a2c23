// One member of the team: account, nickname, level, registration day, balance, team size and the range's
// deposits, bets and profit; Team (n) opens its direct downlines, Transfer sends it money, Rebate (direct
// downlines only) changes its rates.
import { useId } from 'react';
import { Button, type Downline, formatDate, Money, useMoneyFormat } from 'shared';
import { formatCount } from './figures';
import { useCentreTranslation } from '../texts';

export interface DownlineCardProps {
  downline: Downline;
  onOpenTeam: (downline: Downline) => void;
  onTransfer: (downline: Downline) => void;
  onRebate: (downline: Downline) => void;
}

export function DownlineCard({ downline, onOpenTeam, onTransfer, onRebate }: DownlineCardProps) {
  const { t } = useCentreTranslation();
  const { symbol, scale } = useMoneyFormat();
  const nameId = useId();
  const money = (amount: number) => <Money amount={amount} symbol={symbol} scale={scale} />;
  return (
    <li className="agt-card agt-downline" aria-labelledby={nameId} data-testid="downline">
      <div className="agt-downline__head">
        <strong id={nameId} className="agt-downline__account">
          {downline.account}
        </strong>
        {downline.nickname && <span className="agt-muted">{downline.nickname}</span>}
        <span className="agt-downline__badges">
          <span className="agt-tag">{t('centre.downlines.level', { level: downline.level })}</span>
          {downline.status === 'disabled' && (
            <span className="agt-tag agt-tag--off">{t('centre.downlines.disabled')}</span>
          )}
        </span>
      </div>
      <dl className="agt-figures">
        <div>
          <dt>{t('centre.downlines.registered')}</dt>
          <dd>{formatDate(downline.regDate)}</dd>
        </div>
        <div>
          <dt>{t('centre.downlines.balance')}</dt>
          <dd>{money(downline.balanceMinor)}</dd>
        </div>
        <div>
          <dt>{t('centre.downlines.teamSize')}</dt>
          <dd>{formatCount(downline.teamCount)}</dd>
        </div>
        <div>
          <dt>{t('centre.downlines.deposits')}</dt>
          <dd>{money(downline.depositMinor)}</dd>
        </div>
        <div>
          <dt>{t('centre.downlines.bets')}</dt>
          <dd>{money(downline.betMinor)}</dd>
        </div>
        <div>
          <dt>{t('centre.downlines.profit')}</dt>
          <dd>{money(downline.profitMinor)}</dd>
        </div>
      </dl>
      <div className="agt-actions">
        {downline.directCount > 0 && (
          <Button variant="secondary" onClick={() => onOpenTeam(downline)}>
            {t('centre.downlines.openTeam', { n: downline.directCount })}
          </Button>
        )}
        <Button variant="secondary" onClick={() => onTransfer(downline)}>
          {t('centre.downlines.transfer')}
        </Button>
        {downline.level === 1 && (
          <Button variant="secondary" onClick={() => onRebate(downline)}>
            {t('centre.downlines.rebate')}
          </Button>
        )}
      </div>
    </li>
  );
}
