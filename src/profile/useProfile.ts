// The user profile state (docs/product.md#records, docs/product.md#wallet-mail): email (wallet-mail
// placeholder = null), wallet, id, loading, error; the email update has loading, error and success and a
// reset.
import { useQueryClient } from '@tanstack/react-query';
import { getUserProfileQueryKey, useUserProfile, useUserUpdateEmail } from '../../generated/api/user/user.ts';
import { emailUpdateErrorMessage, profileErrorMessage } from '../api/errors/profileErrors.ts';
import { selectIsLoggedIn, useAuth } from '../auth/authStore.ts';
import { visibleEmail } from './walletMail.ts';

export function useProfile() {
  const loggedIn = useAuth(selectIsLoggedIn);
  const query = useUserProfile({ query: { enabled: loggedIn } });
  const profile = query.data?.data;
  return {
    email: visibleEmail(profile?.email),
    wallet: profile?.wallet_address ?? null,
    id: profile?.id ?? null,
    loading: query.isLoading,
    error: query.error ? profileErrorMessage(query.error) : null,
  };
}

export function useEmailUpdate() {
  const queryClient = useQueryClient();
  const mutation = useUserUpdateEmail({
    mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: getUserProfileQueryKey() }) },
  });
  return {
    update: (email: string) => mutation.mutateAsync({ data: { email } }),
    loading: mutation.isPending,
    success: mutation.isSuccess,
    error: mutation.error ? emailUpdateErrorMessage(mutation.error) : null,
    reset: mutation.reset,
  };
}
