import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { BusyScreen } from "@/client/components/busy-screen";
import { paths } from "@/client/lib/paths";
import { prefetchSignedInScreen, screenLoader, type ScreenData } from "./prefetch";
import { RootLayout } from "./root-layout";
import { RouteError } from "./route-error";

/**
 * Each page, and each signed-in layout, is its own chunk, fetched the first time its route is
 * visited (a route's layouts and page in parallel): the first load carries only what the
 * landing page draws.
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return async () => ({ Component: (await load())[name] });
}

/**
 * A drawn screen of the signed-in frame: its loader asks for what its page declares it reads
 * (`screenQueries`, brought without the page's components, while they download). Asked once on
 * arrival: a change of the search only (?chat=, ?tab=, ?event=, a dialog) must not wait on a
 * loader, and the screen reads what it then shows itself.
 */
function screen(
  data: ScreenData,
  path: string,
  queries: Parameters<typeof screenLoader>[1],
  lazy: RouteObject["lazy"],
): RouteObject {
  return {
    path,
    loader: screenLoader(data, queries),
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    lazy,
  };
}

/**
 * A staff screen, outside RequireUser: a visitor is shown the 404 page as anyone without the
 * page's role is (the server answers it with a 404 too); staff get the signed-in frame.
 */
function staffPage(
  data: ScreenData,
  path: string,
  lazyPage: () => RouteObject["lazy"],
): RouteObject {
  return {
    path,
    lazy: page(() => import("./staff-only"), "StaffOnly"),
    children: [
      {
        loader: () => prefetchSignedInScreen(data),
        lazy: page(() => import("./require-user"), "RequireUser"),
        children: [
          {
            lazy: page(() => import("./signed-in-layout"), "SignedInLayout"),
            children: [{ index: true, lazy: lazyPage() }],
          },
        ],
      },
    ],
  };
}

/**
 * The app's routes. Each drawn screen's loader asks for what its page declares it reads
 * (`screenQueries`); `awaitScreenData` makes the loaders wait for it, as the server's drawing
 * needs (render-screen.tsx), where the browser only starts it.
 */
// eslint-disable-next-line max-lines-per-function -- the route table, one nested list read as a whole
export function createRoutes(
  queryClient: QueryClient,
  { awaitScreenData = false } = {},
): RouteObject[] {
  const data: ScreenData = { queryClient, awaited: awaitScreenData };
  return [
    {
      Component: RootLayout,
      HydrateFallback: BusyScreen,
      ErrorBoundary: RouteError,
      children: [
        {
          path: paths.landing,
          lazy: page(() => import("@/client/features/landing/landing-page"), "LandingPage"),
        },
        {
          path: paths.auth,
          lazy: async () => {
            const [{ AuthPage }, { requireAnonymous }] = await Promise.all([
              import("@/client/features/account/auth-page"),
              import("./require-anonymous"),
            ]);
            return { Component: AuthPage, loader: requireAnonymous(queryClient) };
          },
        },
        {
          // Open signed in or not: the link ends every session, this browser's too.
          path: paths.resetPassword,
          lazy: page(
            () => import("@/client/features/account/reset-password-page"),
            "ResetPasswordPage",
          ),
        },
        {
          // Open signed in or not: a notification mail's "Stop these emails" link.
          path: paths.unsubscribe,
          lazy: page(
            () => import("@/client/features/notifications/unsubscribe-page"),
            "UnsubscribePage",
          ),
        },
        {
          lazy: page(() => import("./require-profile-to-complete"), "RequireProfileToComplete"),
          children: [
            {
              path: paths.completeProfile,
              lazy: page(
                () => import("@/client/features/account/complete-profile-page"),
                "CompleteProfilePage",
              ),
            },
          ],
        },
        {
          // Open signed in or not: a visitor joins from it, a member accepts.
          path: paths.invite,
          lazy: page(() => import("@/client/features/circle/invite-page"), "InvitePage"),
        },
        {
          path: paths.seed,
          lazy: page(() => import("@/client/features/seed/seed-page"), "SeedPage"),
        },
        staffPage(data, paths.moderation, () =>
          page(() => import("@/client/features/moderation/moderation-page"), "ModerationPage"),
        ),
        staffPage(data, paths.staff, () =>
          page(() => import("@/client/features/staff/staff-page"), "StaffPage"),
        ),
        staffPage(data, paths.studio, () =>
          page(() => import("@/client/features/studio/studio-page"), "StudioPage"),
        ),
        staffPage(data, paths.host, () =>
          page(() => import("@/client/features/host/host-page"), "HostPage"),
        ),
        {
          // Open signed in or not: a suspended or banned member can't sign in.
          path: paths.appeal,
          lazy: page(() => import("@/client/features/moderation/appeal-page"), "AppealPage"),
        },
        {
          // Not inside lazy(): a route's own loader runs while its code downloads.
          loader: () => prefetchSignedInScreen(data),
          lazy: page(() => import("./require-user"), "RequireUser"),
          children: [
            {
              path: paths.wish,
              lazy: page(() => import("@/client/features/profile/wish-page"), "WishPage"),
            },
            {
              lazy: page(() => import("./signed-in-layout"), "SignedInLayout"),
              children: [
                {
                  path: paths.onboarding,
                  lazy: page(
                    () => import("@/client/features/onboarding/onboarding-page"),
                    "OnboardingPage",
                  ),
                },
                screen(
                  data,
                  paths.home,
                  () => import("@/client/features/home/screen-queries"),
                  page(() => import("@/client/features/home/home-page"), "HomePage"),
                ),
                screen(
                  data,
                  paths.circle,
                  () => import("@/client/features/circle/screen-queries"),
                  page(() => import("@/client/features/circle/circle-page"), "CirclePage"),
                ),
                screen(
                  data,
                  paths.matching,
                  () => import("@/client/features/matching/screen-queries"),
                  page(() => import("@/client/features/matching/matching-page"), "MatchingPage"),
                ),
                screen(
                  data,
                  paths.pairing,
                  () => import("@/client/features/pairing/screen-queries"),
                  page(() => import("@/client/features/pairing/pairing-page"), "PairingPage"),
                ),
                screen(
                  data,
                  paths.clubs,
                  () => import("@/client/features/clubs/screen-queries"),
                  page(() => import("@/client/features/clubs/clubs-page"), "ClubsPage"),
                ),
                screen(
                  data,
                  paths.events,
                  () => import("@/client/features/events/screen-queries"),
                  page(() => import("@/client/features/events/events-page"), "EventsPage"),
                ),
                screen(
                  data,
                  paths.hearts,
                  () => import("@/client/features/hearts/screen-queries"),
                  page(() => import("@/client/features/hearts/hearts-page"), "HeartsPage"),
                ),
                screen(
                  data,
                  paths.safety,
                  () => import("@/client/features/safety/screen-queries"),
                  page(() => import("@/client/features/safety/safety-page"), "SafetyPage"),
                ),
                screen(
                  data,
                  paths.settings,
                  () => import("@/client/features/settings/screen-queries"),
                  page(() => import("@/client/features/settings/settings-page"), "SettingsPage"),
                ),
                screen(
                  data,
                  paths.notifications,
                  () => import("@/client/features/notifications/screen-queries"),
                  page(
                    () => import("@/client/features/notifications/notifications-page"),
                    "NotificationsPage",
                  ),
                ),
                screen(
                  data,
                  paths.profile,
                  () => import("@/client/features/profile/screen-queries"),
                  page(() => import("@/client/features/profile/profile-page"), "ProfilePage"),
                ),
              ],
            },
          ],
        },
        {
          path: "*",
          lazy: page(() => import("@/client/features/not-found/not-found-page"), "NotFoundPage"),
        },
      ],
    },
  ];
}

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
