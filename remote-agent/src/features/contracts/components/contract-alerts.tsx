// Contract alerts on home: for each non-empty field among daily salary, dividend and hourly salary, an alert
// with Cancel and Go, one after another; Go opens the matching contract page. The site offers them: they wait in
// the dialog queue behind what the player asked for.
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, type ContractDividendValue, Dialog } from 'shared';
import { useContractDividend } from '../api/contract-dividend';

export const CONTRACT_ALERTS = [
  { field: 'dailysalreqtype', key: 'dailySalary', path: '/m/member/agent/getSalaryContract' },
  { field: 'divtypecompperiodreq', key: 'dividend', path: '/m/member/agent/getDevidendContract' },
  { field: 'contracthoursalreq', key: 'hourlySalary', path: '/m/member/agent/getHourContract' },
] as const satisfies readonly { field: keyof ContractDividendValue; key: string; path: string }[];

export function pendingAlerts(value: ContractDividendValue | undefined) {
  if (!value) return [];
  return CONTRACT_ALERTS.filter((alert) => Boolean(value[alert.field]?.trim()));
}

export function ContractAlerts() {
  const { t } = useTranslation('agent');
  const navigate = useNavigate();
  const { data } = useContractDividend();
  const [dismissed, setDismissed] = useState(0);
  const alerts = pendingAlerts(data);
  const alert = alerts[dismissed];
  if (!alert) return null;

  const next = () => setDismissed((count) => count + 1);
  return (
    <Dialog open onClose={next} title={t(`alerts.${alert.key}.title`)} priority="site">
      <p data-testid="contract-alert" data-contract={alert.key}>
        {t(`alerts.${alert.key}.body`)}
      </p>
      <div className="mc-dialog-actions">
        <Button variant="secondary" onClick={next}>
          {t('alerts.cancel')}
        </Button>
        <Button
          onClick={() => {
            next();
            void navigate(alert.path);
          }}
        >
          {t('alerts.go')}
        </Button>
      </div>
    </Dialog>
  );
}
