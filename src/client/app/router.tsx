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
                {
                  path: paths.home,
                  loader: screenLoader(data, () => import("@/client/features/home/screen-queries")),
                  lazy: page(() => import("@/client/features/home/home-page"), "HomePage"),
                },
                {
                  path: paths.circle,
                  loader: screenLoader(
                    data,
                    () => import("@/client/features/circle/screen-queries"),
                  ),
                  lazy: page(() => import("@/client/features/circle/circle-page"), "CirclePage"),
                },
                {
                  path: paths.matching,
                  // Asked once on arrival: opening or closing a conversation (?chat=) or a tab
                  // changes only the search, and must not wait on a loader.
                  shouldRevalidate: ({ currentUrl, nextUrl }) =>
                    currentUrl.pathname !== nextUrl.pathname,
                  loader: screenLoader(
                    data,
                    () => import("@/client/features/matching/screen-queries"),
                  ),
                  lazy: page(
                    () => import("@/client/features/matching/matching-page"),
                    "MatchingPage",
                  ),
                },
                {
                  path: paths.pairing,
                  loader: screenLoader(
                    data,
                    () => import("@/client/features/pairing/screen-queries"),
                  ),
                  lazy: page(() => import("@/client/features/pairing/pairing-page"), "PairingPage"),
                },
                {
                  path: paths.clubs,
                  loader: screenLoader(
                    data,
                    () => import("@/client/features/clubs/screen-queries"),
                  ),
                  lazy: page(() => import("@/client/features/clubs/clubs-page"), "ClubsPage"),
                },
                {
                  path: paths.events,
                  loader: screenLoader(
                    data,
                    () => import("@/client/features/events/screen-queries"),
                  ),
                  lazy: page(() => import("@/client/features/events/events-page"), "EventsPage"),
                },
                {
                  path: paths.hearts,
                  loader: screenLoader(
                    data,
                    () => import("@/client/features/hearts/screen-queries"),
                  ),
                  lazy: page(() => import("@/client/features/hearts/hearts-page"), "HeartsPage"),
                },
                {
                  path: paths.safety,
                  loader: screenLoader(
                    data,
                    () => import("@/client/features/safety/screen-queries"),
                  ),
                  lazy: page(() => import("@/client/features/safety/safety-page"), "SafetyPage"),
                },
                {
                  path: paths.settings,
                  loader: screenLoader(
                    data,
                    () => import("@/client/features/settings/screen-queries"),
                  ),
                  lazy: page(
                    () => import("@/client/features/settings/settings-page"),
                    "SettingsPage",
                  ),
                },
                {
                  path: paths.notifications,
                  loader: screenLoader(
                    data,
                    () => import("@/client/features/notifications/screen-queries"),
                  ),
                  lazy: page(
                    () => import("@/client/features/notifications/notifications-page"),
                    "NotificationsPage",
                  ),
                },
                {
                  path: paths.profile,
                  loader: screenLoader(
                    data,
                    () => import("@/client/features/profile/screen-queries"),
                  ),
                  lazy: page(() => import("@/client/features/profile/profile-page"), "ProfilePage"),
                },
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
