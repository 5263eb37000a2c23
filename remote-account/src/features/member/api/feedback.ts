// Feedback (spec account §7: PUT): the categories and word bounds, and sending one.
import { api, type FeedbackConfig, type FeedbackRequest, MONEY_PATHS } from 'shared';

export function fetchFeedbackConfig(): Promise<FeedbackConfig> {
  return api.get<FeedbackConfig>(MONEY_PATHS.feedback, { moduleId: 'COMM3' });
}

export function sendFeedback(request: FeedbackRequest): Promise<null> {
  return api.put<null>(MONEY_PATHS.feedback, request, { moduleId: 'COMM3' });
}
