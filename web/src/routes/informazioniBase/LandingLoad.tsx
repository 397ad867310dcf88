// The light form's landings that read something first (a simulator code, a token): the page's
// spinner while it loads, and its error with a retry when the service is down.
import { CardError } from "../../components/cards/cards";
import { SpinnerScreen } from "../../components/loading/SpinnerScreen";
import { PageWrapper } from "../../components/layout/PageWrapper";
import type { Remote } from "../../lib/useRemote";
import { messages } from "../../messages";

/** The screen for a landing still loading or failed; null once its data is there. */
export function LandingLoad<T>({ remote }: { remote: Remote<T> }) {
  if (remote.status === "ready") return null;
  return (
    <PageWrapper title={messages.lightForm.documentTitle}>
      {remote.status === "loading" ? (
        <SpinnerScreen />
      ) : (
        <CardError title={messages.app.envErrorTitle} onRetry={remote.retry} headingLevel="h1">
          {remote.message}
        </CardError>
      )}
    </PageWrapper>
  );
}
