import { BookOpenCheck, ChevronLeft, Plus } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { LoadFailed, Loading } from "@/client/components/load-state";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/client/components/ui/dialog";
import { paths } from "@/client/lib/paths";
import { QUIZ_LIVE_QUESTIONS_NEEDED } from "@/shared/constants";
import { isNotFound, useStudioClubs } from "./api";
import { ClubEditor } from "./components/club-editor";
import { ClubForm } from "./components/club-form";
import { OpenState } from "./components/open-state";
import { useTranslation } from "react-i18next";

const CLUB_PARAM = "club";
const clubPath = (id: string) => `${paths.studio}?${new URLSearchParams({ [CLUB_PARAM]: id })}`;

/**
 * /studio, in the signed-in frame: every club and its quiz, or one club (?club=…). Only an
 * editor gets here; one whose role was taken away meanwhile is told.
 */
export function StudioPage() {
  const [search] = useSearchParams();
  const clubId = search.get(CLUB_PARAM);
  const clubs = useStudioClubs();
  const { t } = useTranslation();

  if (isNotFound(clubs.error))
    return <p className="text-muted-foreground">{t("This page is for Vouch's editors.")}</p>;
  return (
    <>
      <title>{t("Studio · Vouch")}</title>
      <div className="grid gap-6">
        <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
          <BookOpenCheck aria-hidden className="size-4" />
          {t("Studio")}
        </p>
        {clubId ? (
          <>
            <Link
              to={paths.studio}
              className="flex items-center gap-1 justify-self-start text-sm font-medium text-primary hover:underline"
            >
              <ChevronLeft aria-hidden className="size-4" />
              {t("All clubs")}
            </Link>
            <ClubEditor
              clubId={clubId}
              notFound={<p className="text-muted-foreground">{t("There is no such club.")}</p>}
            />
          </>
        ) : (
          <ClubList clubs={clubs} />
        )}
      </div>
    </>
  );
}

function ClubList({ clubs }: { clubs: ReturnType<typeof useStudioClubs> }) {
  const { t } = useTranslation();
  return (
    <>
      <header className="grid gap-2">
        <h1 className="text-4xl font-semibold">{t("Clubs and quizzes")}</h1>
        <p className="max-w-prose text-pretty text-muted-foreground">
          {t(
            "Write each club's questions. Members see a club, and can take its quiz, once it has {count} live questions. Editing or retiring a question never changes an attempt already made.",
            { count: QUIZ_LIVE_QUESTIONS_NEEDED },
          )}
        </p>
        <NewClubButton />
      </header>
      {clubs.data ? (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label={t("Clubs")}>
          {clubs.data.clubs.map((club) => (
            <li key={club.id} className="grid">
              <Card className="grid content-start gap-2 p-4">
                <h2 className="text-lg font-semibold">
                  <Link to={clubPath(club.id)} className="hover:underline">
                    {club.name}
                  </Link>
                </h2>
                <OpenState club={club} />
                <p className="line-clamp-2 text-sm text-muted-foreground">{club.description}</p>
              </Card>
            </li>
          ))}
        </ul>
      ) : clubs.isError ? (
        <LoadFailed query={clubs} />
      ) : (
        <Loading label={t("Loading the clubs")} />
      )}
    </>
  );
}

function NewClubButton() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button className="justify-self-start">
          <Plus aria-hidden />
          {t("New club")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("New club")}</DialogTitle>
          <DialogDescription>
            {t("Members see it once it has {count} questions.", {
              count: QUIZ_LIVE_QUESTIONS_NEEDED,
            })}
          </DialogDescription>
        </DialogHeader>
        <ClubForm
          onSaved={(club) => {
            setOpen(false);
            void navigate(clubPath(club.id));
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
