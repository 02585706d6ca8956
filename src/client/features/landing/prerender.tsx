import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router";
import { LandingPage } from "./landing-page";

/**
 * The landing page as plain HTML, for the build (scripts/static-landing.ts) to serve at / so it
 * paints with no script at all; its links are ordinary links into the app.
 */
export function renderLanding(): string {
  return renderToStaticMarkup(
    <StaticRouter location="/">
      <LandingPage />
    </StaticRouter>,
  );
}
