// The anomaly pages of spec §2 (/anomalie/tessera-sanitaria, /anomalie/giustificativo-del-reddito/
// busta-paga...): the open anomalies whose page is this one, each to send again. One whose
// anomaly is no longer open goes back to the area, which says so; sent, the area says that too.
import { Box, Button, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { flushSync } from "react-dom";
import { Navigate, Link as RouterLink, useLocation } from "react-router";

import { PageTitle } from "../../components/layout/PageTitle";
import { PageWrapper } from "../../components/layout/PageWrapper";
import { ArrowLeftIcon } from "../../components/ui/icons";
import { ANOMALY_PAGES } from "../../lib/routes";
import { paths, routePath } from "../../lib/routes";
import { JourneyContext } from "../../machines/JourneyContext";
import { anomalieMessages } from "./anomalieMessages";
import NotFoundPage from "../NotFoundPage";
import { FollowPending, type AreaNotice } from "./AnomaliePage";
import { AnomalyForm } from "./AnomalyForm";
import { useFollowRequest } from "./useFollowRequest";

const m = anomalieMessages;

/**
 * The way back to the area, over the page's content: the header stays as on every other page
 * (the logo on the left), and the link can say where it leads.
 */
function BackToArea() {
  return (
    <Button asChild variant="ghost" size="sm" ms="-2" mb="3">
      <RouterLink to={paths.anomalie}>
        <ArrowLeftIcon boxSize="5" />
        {m.back}
      </RouterLink>
    </Button>
  );
}

export function AnomalyDocumentPage() {
  const path = routePath(useLocation().pathname);
  const copy = ANOMALY_PAGES.includes(path) ? m.pages[path] : undefined;
  // The router has a route for each page only; any other address is the app's not-found page.
  return copy ? <AnomalyPage path={path} copy={copy} /> : <NotFoundPage />;
}

function AnomalyPage({ path, copy }: { path: string; copy: { title: string; heading: string } }) {
  const journey = JourneyContext.useActorRef();
  const tracking = JourneyContext.useSelector((s) => s.context.snapshot?.tracking ?? null);
  // Reached with no reading yet (a link kept from an earlier visit), or just resumed: read first,
  // and show nothing of the old reading meanwhile (its anomalies may be gone, or not there yet).
  const { state, retry } = useFollowRequest({ fresh: false });
  const [sent, setSent] = useState<AreaNotice | null>(null);

  if (sent) return <Navigate to={paths.anomalie} replace state={sent} />;
  if (!tracking || state.status !== "done") {
    return (
      <PageWrapper title={copy.title}>
        <BackToArea />
        <FollowPending state={state} retry={retry} />
      </PageWrapper>
    );
  }
  const anomalies = (tracking.anomalie ?? []).filter((anomaly) => anomaly.pagina && routePath(anomaly.pagina) === path);
  if (anomalies.length === 0) {
    const notice: AreaNotice = { giaCorretta: copy.title };
    return <Navigate to={paths.anomalie} replace state={notice} />;
  }

  return (
    <PageWrapper title={copy.title}>
      <Box maxW="48rem">
        <BackToArea />
        <Box mb={{ base: "6", md: "8" }}>
          <PageTitle heading={copy.heading} intro={m.pageIntro} />
        </Box>
        <Stack gap="5">
          {anomalies.map((anomaly) => (
            <AnomalyForm
              key={anomaly.codDocumento}
              anomaly={anomaly}
              onSent={(snapshot) => {
                // The area says it was sent: rendered before the snapshot, whose anomaly is gone
                // (which alone would go back to the area without a word).
                flushSync(() => setSent({ inviato: anomaly.descrizione }));
                journey.send({ type: "SNAPSHOT_RECEIVED", snapshot });
              }}
            />
          ))}
        </Stack>
      </Box>
    </PageWrapper>
  );
}

export default AnomalyDocumentPage;
