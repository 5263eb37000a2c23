// Contract dividend data (spec account §3, §4): which contracts an agent has to look at. Requested on home
// with a session, for member types other than 4, 40, 41, 42.
import { useQuery } from '@tanstack/react-query';
import {
  api,
  API_PATHS,
  type ContractDividendValue,
  sessionAtom,
  skipsContractCheck,
  useAtomValue,
} from 'shared';

export function fetchContractDividend(): Promise<ContractDividendValue> {
  return api.get<ContractDividendValue>(API_PATHS.contractDividend, { moduleId: 'COMM3' });
}

export function useContractDividend() {
  const session = useAtomValue(sessionAtom);
  const enabled = session !== null && !skipsContractCheck(session.type);
  return useQuery({
    queryKey: ['agent', 'contractDividend', session?.token ?? null],
    queryFn: fetchContractDividend,
    enabled,
    staleTime: Infinity,
  });
}
