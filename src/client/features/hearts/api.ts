import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { updateSessionUser, useUser } from "@/client/features/account/queries";
import { api } from "@/client/lib/api";
import { TRANSACTION_HISTORY_LIMIT } from "@/shared/constants";
import type { TopUpInput, TopUpResult, TransactionView, Wallet } from "@/shared/schemas/hearts";

export type { TopUpResult, TransactionView, Wallet };

export const walletQueryKey = ["hearts", "wallet"] as const;

export const walletQueryOptions = queryOptions({
  queryKey: walletQueryKey,
  queryFn: async ({ signal, client }) => {
    const wallet = await api<Wallet>("/api/hearts", { signal });
    setHeartsBalance(client, wallet.balance);
    return wallet;
  },
});

export function useWallet() {
  return useQuery(walletQueryOptions);
}

/**
 * The balance every screen shows (headers, home, wallet, settings, Make a Match): the session's.
 * Other responses carry a balance too, but may be cached for long; they hand a fresh one over
 * through setHeartsBalance rather than being shown themselves.
 */
export function useHeartsBalance(): number {
  return useUser().heartsBalance;
}

/** Call with a balance fresh from the server (a spend, a top-up, a fetch): every screen shows it. */
export function setHeartsBalance(queryClient: QueryClient, balance: number) {
  updateSessionUser(queryClient, (user) =>
    user.heartsBalance !== balance ? { ...user, heartsBalance: balance } : user,
  );
}

export function useTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TopUpInput) =>
      // The key makes a replayed request harmless, so a lost connection may be retried.
      api<TopUpResult>("/api/hearts/top-up", { method: "POST", body, retryOnNetworkError: true }),
    onSuccess: ({ balance, transaction }) => {
      setHeartsBalance(queryClient, balance);
      queryClient.setQueryData<Wallet>(walletQueryKey, (wallet) =>
        wallet
          ? {
              balance,
              transactions: [
                transaction,
                ...wallet.transactions.filter((t) => t.id !== transaction.id),
              ].slice(0, TRANSACTION_HISTORY_LIMIT),
            }
          : wallet,
      );
      void queryClient.invalidateQueries({ queryKey: walletQueryKey });
    },
  });
}

/** A fresh key per purchase; randomUUID needs a secure context, so fall back to random bytes. */
export function newPaymentKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, "0"),
  ).join("");
}
