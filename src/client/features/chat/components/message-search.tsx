import { Search } from "lucide-react";
import { useDeferredValue, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "@/client/components/ui/input";
import { Spinner } from "@/client/components/ui/spinner";
import { firstName } from "@/client/lib/first-name";
import type { MessageSearchResult } from "@/shared/schemas/chat";
import { useMessageSearch } from "../api";
import { formatMessageTime } from "./message-time";

/**
 * Search by words across the member's conversations (or one, `matchId`): the results replace
 * what is below while there is a query; opening one goes to it.
 */
export function MessageSearch({
  matchId,
  label: givenLabel,
  onOpen,
  children,
}: {
  matchId?: string;
  label?: string;
  onOpen: (result: MessageSearchResult) => void;
  children: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const label = givenLabel ?? t("Search your messages");
  const [q, setQ] = useState("");
  const query = useDeferredValue(q.trim());
  const search = useMessageSearch(query, matchId);
  const id = useId();
  return (
    <div className="grid gap-4">
      <div className="relative">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder={label}
          className="pl-10"
          maxLength={100}
        />
      </div>
      {query.length === 0 ? (
        children
      ) : query.length < 2 ? (
        <p className="text-sm text-muted-foreground">{t("Type at least 2 letters to search.")}</p>
      ) : search.isPending ? (
        <div className="flex justify-center py-6 text-primary">
          <Spinner label={t("Searching your messages")} />
        </div>
      ) : search.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t("The search didn't work: {error}", { error: search.error.message })}
        </p>
      ) : search.data.results.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t("No messages with “{query}”.", { query })}
        </p>
      ) : (
        <ul aria-label={t("Messages found")} className="grid gap-2">
          {search.data.results.map((result) => (
            <li key={result.messageId}>
              <button
                type="button"
                onClick={() => onOpen(result)}
                className="grid w-full gap-0.5 rounded-2xl border border-border bg-surface px-4 py-3 text-left shadow-soft hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="flex justify-between gap-2 text-sm">
                  <span className="truncate font-semibold">
                    {result.fromMe ? t("You") : firstName(result.partnerName)}
                    {result.fromMe && (
                      <span className="font-normal text-muted-foreground">
                        {" "}
                        {t("to {name}", { name: firstName(result.partnerName) })}
                      </span>
                    )}
                  </span>
                  <time dateTime={result.sentAt} className="shrink-0 text-muted-foreground">
                    {formatMessageTime(result.sentAt, i18n.language)}
                  </time>
                </span>
                <span className="line-clamp-2 text-[0.95rem] break-words">{result.text}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
