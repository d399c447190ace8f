/**
 * A mutation whose success makes the queries it changed fetch again (the staff list it edited,
 * the portal view that shows the change): one place for what every editing hook does after a
 * save.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

export function useInvalidatingMutation<V, R>(
  call: (variables: V) => Promise<R>,
  keys: readonly QueryKey[],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      for (const queryKey of keys) await client.invalidateQueries({ queryKey });
    },
  });
}
