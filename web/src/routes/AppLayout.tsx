// The root layout: waits for the environment settings and the saved application, then keeps the
// location on the server's route for the journey's step pages.
import { lazy, Suspense, useDeferredValue, useEffect, type ComponentProps } from "react";
import { Navigate, Outlet, useLocation, useNavigation } from "react-router";

import { api } from "../api/client";
import { PageWrapper, StaticFrame } from "../components/layout/PageWrapper";
import { SpinnerScreen } from "../components/loading/SpinnerScreen";
import { EnvContext } from "../env/EnvContext";
import { loadPageScripts } from "../env/scripts";
import { followLandingRoute, isAnomalyPath, isSigned } from "../lib/routes";
import { trackPage } from "../lib/tracking";
import { BASENAME, isAtRoute, isMachineRoute, isStepPath, needsApplication, paths, typRoute } from "../lib/routes";
import { shellShown } from "../lib/shell";
import { useRemote } from "../lib/useRemote";
import { JourneyContext, useOptionalJourneySelector } from "../machines/JourneyContext";
import { appMessages } from "../appMessages";

// Shown only when the environment settings or the saved application cannot be read: loaded then,
// not with the first page.
const LazyCardError = lazy(() => import("../components/cards/cards").then((module) => ({ default: module.CardError })));

function CardError(props: ComponentProps<typeof LazyCardError>) {
  return (
    <Suspense fallback={<SpinnerScreen />}>
      <LazyCardError {...props} />
    </Suspense>
  );
}

const readEnv = (signal: AbortSignal) => api.readEnv(signal);

export function Loader() {
  // On the first load index.html's static frame is already on screen: nothing to draw until a page.
  if (shellShown()) return <StaticFrame />;
  return (
    <PageWrapper title={appMessages.spinner}>
      <SpinnerScreen />
    </PageWrapper>
  );
}

/** Where a step page must send the applicant instead of rendering, or null to render it. */
function useStepRedirect(): string | null {
  const location = useLocation();
  const navigation = useNavigation();
  const snapshot = JourneyContext.useSelector((s) => s.context.snapshot);
  // While the machine's own navigation is loading its page, the location is about to change.
  if (navigation.state !== "idle") return null;
  // The anomaly area (spec §2 /anomalie and its pages) is a signed request's, whatever its route.
  // Reached by a tab with no request (a bookmark, another computer, a resume elsewhere): nothing
  // went wrong with the request, which is resumed by code or by number to be followed here.
  if (isAnomalyPath(location.pathname)) {
    if (!snapshot) return followLandingRoute(location.pathname);
    return isSigned(snapshot) ? null : snapshot.route;
  }
  if (!isStepPath(location.pathname)) return null;
  // The page the machine has just sent the applicant to, rendered before its snapshot: theirs.
  if (snapshot) {
    if (isAtRoute(location, snapshot.route) || isMachineRoute(location)) return null;
    // Signed, the summary with the contract stays open once the route is the anomaly area.
    if (isSigned(snapshot) && isAtRoute(location, paths.firmaRiepilogo)) return null;
    // /spid, chosen on the documents page while SPID is open (lib/spid.ts has the whole rule).
    const spid = snapshot.spid;
    const spidOpen = spid && !spid.info && !spid.confirmed && spid.errorCounter < 2;
    return spidOpen && isAtRoute(location, paths.spid) ? null : snapshot.route;
  }
  // §4: a step page reached without an application (no token) is the generic error.
  return needsApplication(location.pathname) ? typRoute("erroregenerico") : null;
}

function Journey() {
  // The actor starts once its chunk has loaded: until then, as while restoring, the spinner.
  const started = useOptionalJourneySelector((s) => s !== undefined);
  return started ? <StartedJourney /> : <Loader />;
}

function StartedJourney() {
  const journey = JourneyContext.useActorRef();
  const restoring = JourneyContext.useSelector(
    (s) => s.matches("restoring") || s.matches("loading") || s.matches("routing"),
  );
  // The machine's store updates render synchronously; the first page is the largest render of the
  // visit, so it is rendered at transition priority, in slices that leave the main thread free.
  const loaderShown = useDeferredValue(restoring, true);
  const loadError = JourneyContext.useSelector((s) => (s.matches("unavailable") ? s.context.loadError : null));
  const redirect = useStepRedirect();

  if (restoring || loaderShown) return <Loader />;
  if (loadError !== null) {
    return (
      <PageWrapper title={appMessages.envErrorTitle}>
        <CardError title={appMessages.envErrorTitle} onRetry={() => journey.send({ type: "RETRY" })} headingLevel="h1">
          {loadError}
        </CardError>
      </PageWrapper>
    );
  }
  if (redirect) return <Navigate to={redirect} replace />;
  return <Outlet />;
}

/** §2 page tracking: one 'User landed on page' action per page, ended when the page is left. */
function usePageTracking(enabled: boolean) {
  const { pathname } = useLocation();
  useEffect(
    () => (enabled ? trackPage(`${BASENAME}${pathname === "/" ? "/" : pathname}`) : undefined),
    [enabled, pathname],
  );
}

export function AppLayout() {
  const env = useRemote(readEnv);

  useEffect(() => {
    if (env.status === "ready") loadPageScripts(env.data);
  }, [env]);
  usePageTracking(env.status === "ready" && Boolean(env.data.tagManagerId));

  if (env.status === "loading") return <Loader />;
  if (env.status === "error") {
    return (
      <PageWrapper title={appMessages.envErrorTitle}>
        <CardError title={appMessages.envErrorTitle} onRetry={env.retry} headingLevel="h1">
          {env.message}
        </CardError>
      </PageWrapper>
    );
  }
  return (
    <EnvContext.Provider value={env.data}>
      <Journey />
    </EnvContext.Provider>
  );
}
