// Query keys of player protection, each carrying the session token so a new session never sees the last one's,
// and the mutation every change goes through: on success or failure the protection data reloads, so the page
// always shows what the server now holds (a refused change may mean the state moved on meanwhile).
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const protectionKeys = {
  all: ['protection'] as const,
  overview: (token: string | null) => ['protection', 'overview', token] as const,
  /** The list's devices and places are worded in the language asked in. */
  sessions: (token: string | null, language: string) => ['protection', 'sessions', token, language] as const,
};

export function useProtectionMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => mutationFn(input),
    onSettled: () => client.invalidateQueries({ queryKey: protectionKeys.all }),
  });
}
