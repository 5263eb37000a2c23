// Security-centre endpoints (spec account §7 "security: config, passwords, bank card, questions, e-mail and payee
// binding"): the overview and each binding, all COMM3 calls with the session's token.
import {
  api,
  type BindEmailRequest,
  type DeletePayoutAccountRequest,
  MONEY_PATHS,
  type PayeeNameRequest,
  type PaymentPasswordRequest,
  type PayoutAccount,
  type PayoutAccountRequest,
  type SecurityOverview,
  type SecurityQuestion,
} from 'shared';

export function fetchSecurityOverview(): Promise<SecurityOverview> {
  return api.get<SecurityOverview>(MONEY_PATHS.security, { moduleId: 'COMM3' });
}

export function setPaymentPassword(request: PaymentPasswordRequest): Promise<null> {
  return api.post<null>(MONEY_PATHS.paymentPassword, request, { moduleId: 'COMM3' });
}

export function bindEmail(request: BindEmailRequest): Promise<null> {
  return api.post<null>(MONEY_PATHS.bindEmail, request, { moduleId: 'COMM3' });
}

export function setPayeeName(request: PayeeNameRequest): Promise<null> {
  return api.post<null>(MONEY_PATHS.payeeName, request, { moduleId: 'COMM3' });
}

export function addPayoutAccount(request: PayoutAccountRequest): Promise<PayoutAccount> {
  return api.post<PayoutAccount>(MONEY_PATHS.payoutAccounts, request, { moduleId: 'COMM3' });
}

export interface DeletePayoutAccountInput extends DeletePayoutAccountRequest {
  id: number;
}

/** The passwords go in the DELETE body (contract), never in the URL where logs would keep them. */
export function deletePayoutAccount({ id, ...request }: DeletePayoutAccountInput): Promise<null> {
  return api.delete<null>(`${MONEY_PATHS.payoutAccounts}/${id}`, { moduleId: 'COMM3' }, request);
}

export function fetchSecurityQuestions(): Promise<SecurityQuestion[]> {
  return api.get<SecurityQuestion[]>(MONEY_PATHS.securityQuestions, { moduleId: 'COMM3' });
}

export interface SecurityAnswer {
  questionId: number;
  answer: string;
}

export function answerSecurityQuestions(answers: SecurityAnswer[]): Promise<null> {
  return api.post<null>(MONEY_PATHS.securityQuestions, { answers }, { moduleId: 'COMM3' });
}
