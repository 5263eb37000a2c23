// Feedback: the categories and word bounds, and sending one.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { FeedbackRequest } from 'shared';
import { memberAreaKeys } from '../api/keys';
import { fetchFeedbackConfig, sendFeedback } from '../api/feedback';

export function useFeedbackConfig() {
  return useQuery({
    queryKey: memberAreaKeys.feedbackConfig,
    queryFn: fetchFeedbackConfig,
    staleTime: 10 * 60_000,
  });
}

export function useSendFeedback() {
  return useMutation({ mutationFn: (request: FeedbackRequest) => sendFeedback(request) });
}
