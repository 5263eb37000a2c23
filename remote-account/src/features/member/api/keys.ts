// Query keys of the member area, each under ['member', area, token] so a new session never sees the previous
// one's data and an invalidation by prefix reaches the shell's copies too (the mail unread count is
// ['member', 'mail', 'unread', token], the reward counts ['member', 'rewards', 'counts', token] and the rank
// ['member', 'rank', token] in shared).
export const memberAreaKeys = {
  security: ['member', 'security'] as const,
  securityOverview: (token: string | null) => ['member', 'security', 'overview', token] as const,
  /** The questions are worded in the language asked in. */
  securityQuestions: (token: string | null, language: string) =>
    ['member', 'security', 'questions', token, language] as const,
  rewards: ['member', 'rewards'] as const,
  rewardList: (token: string | null) => ['member', 'rewards', 'list', token] as const,
  referral: (token: string | null) => ['member', 'referral', token] as const,
  mail: ['member', 'mail'] as const,
  mailUnread: ['member', 'mail', 'unread'] as const,
  mailList: (token: string | null) => ['member', 'mail', 'list', token] as const,
  feedbackConfig: ['member', 'feedback', 'config'] as const,
  rebates: ['member', 'rebate'] as const,
  rebateSummary: (token: string | null) => ['member', 'rebate', 'summary', token] as const,
  rebateReport: (token: string | null, preset: string) =>
    ['member', 'rebate', 'report', token, preset] as const,
};
