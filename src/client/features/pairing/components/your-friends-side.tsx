import type { KeyboardEvent } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cn } from "@/client/lib/cn";
import { paths } from "@/client/lib/paths";
import type { PairingFriend } from "../api";
import { MyFriendsColumn } from "./my-friends-column";

/** The first three of your friends on the left, the rest on the right. */
const LEFT_COLUMN = 3;

/** Whether your friends fill a third column, right of theirs. */
export const fillsThirdColumn = (friends: PairingFriend[]) => friends.length > LEFT_COLUMN;

type YourFriendsSideProps = {
  friends: PairingFriend[];
  selectedId: string | undefined;
  onToggle: (friend: PairingFriend) => void;
  hintId: string;
  onChipKeyDown: (event: KeyboardEvent<HTMLButtonElement>, friend: PairingFriend) => void;
};

/** Your friends who may be suggested, in one column or two; or how to have some. */
export function YourFriendsSide({ friends, ...column }: YourFriendsSideProps) {
  const { t } = useTranslation();
  const left = friends.slice(0, LEFT_COLUMN);
  const right = friends.slice(LEFT_COLUMN);
  if (friends.length === 0) {
    return (
      <p className="col-span-2 text-sm text-muted-foreground sm:col-span-1 sm:col-start-1 sm:row-start-1">
        <Trans
          i18nKey="None of your friends can be suggested yet. <0>Open your circle</0> to add friends or turn on their consent."
          components={[
            <Link
              key="circle"
              to={paths.circle}
              className="font-medium text-primary underline underline-offset-2"
            />,
          ]}
        />
      </p>
    );
  }
  return (
    <>
      <MyFriendsColumn
        title={t("Your Friends")}
        friends={left}
        {...column}
        className={cn(
          "sm:col-start-1 sm:row-start-1",
          right.length === 0 && "col-span-2 sm:col-span-1",
        )}
      />
      {right.length > 0 && (
        <MyFriendsColumn
          title={t("Your Other Friends")}
          friends={right}
          {...column}
          className="sm:col-start-3 sm:row-start-1"
        />
      )}
    </>
  );
}
