// The contract pages of an agent (/m/member/agent/getSalaryContract, getDevidendContract, getHourContract):
// offered contracts first with Accept and Reject (each confirmed), then the active one with its tiers and
// earnings, then past ones (rejected, ended). An offer answered meanwhile (agent.contract_decided) is said with
// its catalogue text and the list is fetched again.
import { useState } from 'react';
import {
  type AgentContract,
  type AgentContractKind,
  Button,
  Dialog,
  EmptyState,
  LoadFailed,
  notifyError,
  showToast,
  Skeleton,
} from 'shared';
import { PageFrame } from '../../../components/page-frame';
import { type ContractDecision, useAgentContracts, useDecideContract } from '../api/contracts';
import { ContractCard } from './contract-card';
import '../contracts.css';
import { useContractsTranslation } from '../texts';

const byNewest = (a: AgentContract, b: AgentContract) => b.offeredAt.localeCompare(a.offeredAt);

export function ContractPage({ kind }: { kind: AgentContractKind }) {
  const { t } = useContractsTranslation();
  const contracts = useAgentContracts();
  const decide = useDecideContract();
  const [pending, setPending] = useState<{ contract: AgentContract; decision: ContractDecision } | null>(
    null,
  );

  const confirm = () => {
    if (!pending || decide.isPending) return;
    const { contract, decision } = pending;
    decide.mutate(
      { id: contract.id, decision },
      {
        onSuccess: () => {
          showToast({ type: 'success', message: t(`contracts.done.${decision}`) });
          setPending(null);
        },
        onError: (error) => {
          const apiError = notifyError(error);
          if (apiError.code === 'agent.contract_decided') {
            setPending(null);
            void contracts.refetch();
          }
        },
      },
    );
  };

  const mine = (contracts.data ?? []).filter((contract) => contract.kind === kind).sort(byNewest);
  const offered = mine.filter((contract) => contract.status === 'offered');
  const active = mine.filter((contract) => contract.status === 'active');
  const past = mine.filter((contract) => contract.status === 'rejected' || contract.status === 'ended');

  let body;
  if (contracts.data && mine.length === 0) body = <EmptyState text={t('contracts.empty')} />;
  else if (contracts.data)
    body = (
      <>
        {offered.length > 0 && (
          <section className="agt-contract-section" aria-labelledby="agt-contracts-offered">
            <h2 id="agt-contracts-offered">{t('contracts.sections.offered')}</h2>
            {offered.map((contract) => (
              <ContractCard
                key={contract.id}
                contract={contract}
                actions={
                  <div className="agt-actions">
                    <Button variant="secondary" onClick={() => setPending({ contract, decision: 'reject' })}>
                      {t('contracts.reject')}
                    </Button>
                    <Button onClick={() => setPending({ contract, decision: 'accept' })}>
                      {t('contracts.accept')}
                    </Button>
                  </div>
                }
              />
            ))}
          </section>
        )}
        {active.length > 0 && (
          <section className="agt-contract-section" aria-labelledby="agt-contracts-active">
            <h2 id="agt-contracts-active">{t('contracts.sections.active')}</h2>
            {active.map((contract) => (
              <ContractCard key={contract.id} contract={contract} />
            ))}
          </section>
        )}
        {past.length > 0 && (
          <section className="agt-contract-section" aria-labelledby="agt-contracts-past">
            <h2 id="agt-contracts-past">{t('contracts.sections.past')}</h2>
            {past.map((contract) => (
              <ContractCard key={contract.id} contract={contract} />
            ))}
          </section>
        )}
      </>
    );
  else if (contracts.isError) body = <LoadFailed onRetry={() => void contracts.refetch()} />;
  else body = <Skeleton rows={4} />;

  return (
    <PageFrame title={t(`contracts.kind.${kind}`)} fallback="/m/agent" className="agt-contracts">
      {body}
      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={pending ? t(`contracts.confirm.${pending.decision}.title`) : ''}
      >
        <p>{pending ? t(`contracts.confirm.${pending.decision}.body`) : null}</p>
        <div className="agt-actions">
          <Button variant="secondary" onClick={() => setPending(null)}>
            {t('contracts.confirm.cancel')}
          </Button>
          <Button
            variant={pending?.decision === 'reject' ? 'danger' : 'primary'}
            loading={decide.isPending}
            onClick={confirm}
          >
            {pending ? t(`contracts.confirm.${pending.decision}.submit`) : null}
          </Button>
        </div>
      </Dialog>
    </PageFrame>
  );
}

export function SalaryContractPage() {
  return <ContractPage kind="daily_salary" />;
}

export function DividendContractPage() {
  return <ContractPage kind="dividend" />;
}

export function HourlyContractPage() {
  return <ContractPage kind="hourly_salary" />;
}
