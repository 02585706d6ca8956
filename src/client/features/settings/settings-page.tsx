// Settings composes several domains: the profile, hearts, circle, club certifications, safety,
// notifications and the debrief.
import { useTranslation } from "react-i18next";
import { Pencil } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import { BackLink } from "@/client/components/back-link";
import { Card, CardContent, CardHeader } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { ChangePasswordForm, DeleteAccount, DownloadMyData } from "@/client/features/account";
import {
  PauseSwitch,
  ProfileLoadError,
  ReadReceiptsSwitch,
  VerifiedOnlySwitch,
} from "@/client/features/profile";
import { paths } from "@/client/lib/paths";
import { ApiError } from "@/client/lib/api";
import { useSettings } from "./api";
import { AccountSummary } from "./components/account-summary";
import { SettingsSection } from "./components/settings-section";
import { ThemeChoiceField } from "./components/theme-choice";
import { LanguageChoiceField } from "./components/language-choice";
import { BlockedAndMuted } from "@/client/features/safety";
import { MyDecisions, MyReports } from "@/client/features/moderation";
import { NotificationPreferences, PushSwitch } from "@/client/features/notifications";
import { FoundEachOther } from "@/client/features/debrief";

export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const data = settings.data;

  return (
    <div className="grid gap-6">
      <title>{t("Settings · Vouch")}</title>
      <BackLink />

      {data ? (
        <>
          <h1 className="text-4xl font-semibold">{t("Settings")}</h1>
          <Card>
            <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
              <h2 className="text-xl leading-snug font-semibold">{t("Account")}</h2>
              {/* The profile has one form, on /profile: here, the way to it. */}
              <Button asChild variant="secondary" size="sm">
                <Link to={paths.profile}>
                  <Pencil aria-hidden />
                  {t("Edit Profile")}
                </Link>
              </Button>
            </CardHeader>
            <CardContent>
              <AccountSummary settings={data} />
            </CardContent>
          </Card>
          <SettingsSection title={t("Pause")}>
            <PauseSwitch paused={data.profile.paused} />
          </SettingsSection>
          <SettingsSection title={t("We found each other")}>
            <FoundEachOther />
          </SettingsSection>
          <SettingsSection title={t("Verified members")}>
            <VerifiedOnlySwitch
              verifiedOnly={data.profile.verifiedOnly}
              verified={data.profile.verified}
            />
          </SettingsSection>
          <SettingsSection title={t("Chat")}>
            <ReadReceiptsSwitch on={data.profile.readReceipts} />
          </SettingsSection>
          <SettingsSection title={t("Language")}>
            <LanguageChoiceField />
          </SettingsSection>
          <SettingsSection title={t("Theme")}>
            <ThemeChoiceField />
          </SettingsSection>
          <SettingsSection title={t("Notifications")}>
            <div className="grid gap-6">
              <PushSwitch />
              <NotificationPreferences />
            </div>
          </SettingsSection>
          <SettingsSection title={t("Change password")}>
            <ChangePasswordForm />
          </SettingsSection>
          <SettingsSection title={t("Blocked and muted")}>
            <BlockedAndMuted settings={data} />
          </SettingsSection>
          <SettingsSection title={t("Decisions about your account")}>
            <MyDecisions />
          </SettingsSection>
          <SettingsSection title={t("Your reports")}>
            <MyReports />
          </SettingsSection>
          <SettingsSection title={t("Your data")}>
            <DownloadMyData />
          </SettingsSection>
          <Card className="border-destructive/40">
            <CardHeader>
              <h2 className="text-xl leading-snug font-semibold text-destructive">
                {t("Danger zone")}
              </h2>
            </CardHeader>
            <CardContent>
              <DeleteAccount />
            </CardContent>
          </Card>
        </>
      ) : settings.isError ? (
        <ProfileLoadError
          notFound={settings.error instanceof ApiError && settings.error.status === 404}
          message={settings.error.message}
          retry={() => settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <>
          <h1 className="text-4xl font-semibold">{t("Settings")}</h1>
          <div className="flex justify-center py-12 text-primary">
            <Spinner label={t("Loading your settings")} className="size-7" />
          </div>
        </>
      )}
    </div>
  );
}
