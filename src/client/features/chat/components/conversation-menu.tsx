import { useQueryClient, type InfiniteData } from "@tanstack/react-query";
import {
  Ban,
  Bell,
  BellOff,
  EllipsisVertical,
  Flag,
  HeartCrack,
  Search,
  ShieldCheck,
  UserRound,
} from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { Fragment, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/client/components/ui/dropdown-menu";
import { toast } from "@/client/components/ui/toast";
import { useUser } from "@/client/lib/session";
import {
  BlockDialog,
  ReportDialog,
  ShareDateDialog,
  UnmatchDialog,
  useMuteConversation,
  useUnmuteConversation,
  type ReportableMessage,
} from "@/client/features/safety";
import { errorMessage } from "@/client/lib/form-errors";
import { firstName } from "@/client/lib/first-name";
import type { MessagesPage } from "@/shared/schemas/chat";
import { queryKeys } from "@/client/lib/query-keys";
import type { Conversation } from "../api";
import { PartnerProfileDialog } from "./partner-profile-dialog";
import { SearchConversationDialog } from "./search-conversation-dialog";

const REPORTABLE_MESSAGES = 20;

/** What a dialog opened from the menu gets. */
type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * One entry of the conversation's menu: an action run at once, or a dialog it opens. Add an
 * entry to `menuItems` to add a tool to every conversation.
 */
type MenuItem = {
  key: string;
  label: string;
  icon: LucideIcon;
  destructive?: boolean;
} & ({ run: () => void } | { dialog: (props: DialogProps) => ReactNode });

type ConversationMenuProps = {
  conversation: Conversation;
  onClose: () => void;
  /** A message found by the menu's search: the thread goes to it. */
  onFind: (messageId: number) => void;
};

/** The conversation header's menu: the partner's profile and the safety tools. */
export function ConversationMenu({ conversation, onClose, onFind }: ConversationMenuProps) {
  const { t } = useTranslation();
  const [openDialog, setOpenDialog] = useState<string | null>(null);
  const items = useMenuItems(conversation, onClose, onFind);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t("Conversation options")}>
            <EllipsisVertical aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {items.map((item) => (
            <DropdownMenuItem
              key={item.key}
              destructive={item.destructive}
              onSelect={() => ("run" in item ? item.run() : setOpenDialog(item.key))}
            >
              <item.icon aria-hidden />
              {item.label}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      {items.map((item) =>
        "dialog" in item ? (
          <Fragment key={item.key}>
            {item.dialog({
              open: openDialog === item.key,
              onOpenChange: (open) => setOpenDialog(open ? item.key : null),
            })}
          </Fragment>
        ) : null,
      )}
    </>
  );
}

function useMenuItems(
  conversation: Conversation,
  onClose: () => void,
  onFind: (messageId: number) => void,
): MenuItem[] {
  const { t } = useTranslation();
  const { matchId, partner, muted, partnerLeft } = conversation;
  const mute = useMuteConversation();
  const unmute = useUnmuteConversation();
  const partnerMessages = usePartnerMessages(matchId);

  const toggleMute = () => {
    const action = muted ? unmute : mute;
    action.mutate(matchId, {
      onSuccess: () =>
        muted
          ? toast.success(
              t("Conversation unmuted"),
              t("You'll see {name}'s new messages again.", { name: partner.name }),
            )
          : toast.success(
              t("{name} muted", { name: firstName(partner.name) }),
              t("This conversation is under Hidden in Text History."),
            ),
      onError: (error) => toast.error(t("Error"), errorMessage(error)),
    });
  };

  const report: MenuItem = {
    key: "report",
    label: t("Report"),
    icon: Flag,
    dialog: (props) => (
      <ReportDialog
        target={{ kind: "member", memberId: partner.id }}
        subject={partner.name}
        messages={partnerMessages()}
        offerBlock={!partnerLeft}
        {...props}
      />
    ),
  };
  const toggle: MenuItem = muted
    ? { key: "mute", label: t("Unmute"), icon: Bell, run: toggleMute }
    : { key: "mute", label: t("Mute"), icon: BellOff, run: toggleMute };
  const search: MenuItem = {
    key: "search",
    label: t("Search messages"),
    icon: Search,
    dialog: (props) => (
      <SearchConversationDialog
        matchId={matchId}
        partnerName={partner.name}
        onFind={onFind}
        {...props}
      />
    ),
  };
  // A partner who left Vouch: their messages can still be found and reported; nothing else applies.
  if (partnerLeft) return [search, toggle, report];

  return [
    search,
    {
      key: "profile",
      label: t("View profile"),
      icon: UserRound,
      dialog: (props) => <PartnerProfileDialog partner={partner} {...props} />,
    },
    toggle,
    report,
    {
      key: "share-date",
      label: t("Share my date"),
      icon: ShieldCheck,
      dialog: (props) => <ShareDateDialog matchId={matchId} {...props} />,
    },
    {
      key: "unmatch",
      label: t("Unmatch"),
      icon: HeartCrack,
      destructive: true,
      dialog: (props) => (
        <UnmatchDialog
          matchId={matchId}
          partnerName={partner.name}
          onUnmatched={onClose}
          {...props}
        />
      ),
    },
    {
      key: "block",
      label: t("Block"),
      icon: Ban,
      destructive: true,
      dialog: (props) => <BlockDialog member={partner} onBlocked={onClose} {...props} />,
    },
  ];
}

/** The partner's loaded messages, newest first, for a report to point at. */
function usePartnerMessages(matchId: string) {
  const queryClient = useQueryClient();
  const user = useUser();
  return (): ReportableMessage[] => {
    const data = queryClient.getQueryData<InfiniteData<MessagesPage, number>>(
      queryKeys.chat.messages(matchId),
    );
    return (data?.pages ?? [])
      .flatMap((page) => [...page.messages].reverse())
      .filter((m) => m.senderId !== user.id)
      .slice(0, REPORTABLE_MESSAGES)
      .map(({ id, text }) => ({ id, text }));
  };
}
