import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/client/lib/query-keys";
import { refresh } from "@/client/lib/refresh";
import { applyBalance } from "@/client/lib/session";
import { api } from "@/client/lib/api";
import { TRANSACTION_HISTORY_LIMIT } from "@/shared/constants";
import type {
  CheckoutInput,
  CheckoutResult,
  TopUpInput,
  TopUpResult,
  TransactionView,
  Wallet,
} from "@/shared/schemas/hearts";

export type { TopUpResult, TransactionView, Wallet };

export const walletQueryOptions = queryOptions({
  queryKey: queryKeys.wallet,
  queryFn: async ({ signal, client }) => {
    const wallet = await api<Wallet>("/api/hearts", { signal });
    applyBalance(client, wallet.balance);
    return wallet;
  },
});

/**
 * `refetchInterval`: while a paid top-up's webhook is awaited, should a live update be missed.
 * `enabled: false` reads only what is cached.
 */
export function useWallet({
  refetchInterval,
  enabled = true,
}: {
  refetchInterval?: (wallet: Wallet | undefined) => number | false;
  enabled?: boolean;
} = {}) {
  return useQuery({
    ...walletQueryOptions,
    refetchInterval: (query: { state: { data: Wallet | undefined } }) =>
      refetchInterval?.(query.state.data) ?? false,
    enabled,
  });
}

export function useTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TopUpInput) =>
      // The key makes a replayed request harmless, so a lost connection may be retried.
      api<TopUpResult>("/api/hearts/top-up", { method: "POST", body, retryOnNetworkError: true }),
    onSuccess: ({ balance, transaction }) => {
      applyBalance(queryClient, balance);
      queryClient.setQueryData<Wallet>(queryKeys.wallet, (wallet) =>
        wallet
          ? {
              ...wallet,
              balance,
              transactions: [
                transaction,
                ...wallet.transactions.filter((t) => t.id !== transaction.id),
              ].slice(0, TRANSACTION_HISTORY_LIMIT),
            }
          : wallet,
      );
      void refresh(queryClient, queryKeys.wallet);
    },
  });
}

/** A paid top-up: Stripe Checkout's page for the package, where the browser goes next. */
export function useCheckout() {
  return useMutation({
    mutationFn: (body: CheckoutInput) =>
      api<CheckoutResult>("/api/hearts/checkout", { method: "POST", body }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** A fresh key per purchase; randomUUID needs a secure context, so fall back to random bytes. */
export function newPaymentKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, "0"),
  ).join("");
}
