import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import {
  homeQueryKey,
  setSessionBalance,
  useSessionBalance,
  type HomeData,
} from "@/client/features/home/api";
import { settingsQueryKey } from "@/client/features/settings/api";
import { api } from "@/client/lib/api";
import { TRANSACTION_HISTORY_LIMIT } from "@/shared/constants";
import type { TopUpInput } from "@/shared/schemas/hearts";
import type { TransactionView } from "@/server/features/hearts/service";

export type { TransactionView };
export type Wallet = { balance: number; transactions: TransactionView[] };
export type TopUpResult = { balance: number; transaction: TransactionView };

export const walletQueryKey = ["hearts", "wallet"] as const;

export const walletQueryOptions = queryOptions({
  queryKey: walletQueryKey,
  queryFn: ({ signal }) => api<Wallet>("/api/hearts", { signal }),
});

export function useWallet() {
  const query = useQuery(walletQueryOptions);
  useSessionBalance(query.data?.balance);
  return query;
}

/** Every place that shows the balance (headers, home, wallet) learns it at once, without a reload. */
export function setHeartsBalance(queryClient: QueryClient, balance: number) {
  setSessionBalance(queryClient, balance);
  queryClient.setQueryData<HomeData>(homeQueryKey, (home) =>
    home ? { ...home, member: { ...home.member, heartsBalance: balance } } : home,
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
      void queryClient.invalidateQueries({ queryKey: settingsQueryKey });
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
