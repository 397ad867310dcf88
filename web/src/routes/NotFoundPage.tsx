// The catch-all page: addresses the app does not have, and server routes of steps whose pages
// this version does not have yet (there the applicant's request is real: say so, never "404").
import { Stack, Text } from "@chakra-ui/react";
import { useLocation } from "react-router";

import { api } from "../api/client";
import { CardDocumentRecap, CardInfo, CardLink } from "../components/cards/cards";
import { PageTitle } from "../components/layout/PageTitle";
import { PageWrapper } from "../components/layout/PageWrapper";
import { InfoIcon } from "../components/ui/icons";
import { isAnomalyPath, isSigned } from "../lib/routes";
import { isAtRoute, paths } from "../lib/routes";
import { useRemote } from "../lib/useRemote";
import { JourneyContext } from "../machines/JourneyContext";
import { messages } from "../messages";
import { baseDataRecap } from "./informazioniPersonali/baseDataRecap";

const readLookups = (signal: AbortSignal) => api.readLookups(signal);

function StepInProgress() {
  const m = messages.stepInProgress;
  const snapshot = JourneyContext.useSelector((s) => s.context.snapshot);
  const lookups = useRemote(readLookups);
  return (
    <PageWrapper title={m.documentTitle}>
      <Stack gap="5" maxW="44rem">
        <PageTitle heading={m.heading} />
        <Text fontSize="lg">{m.body}</Text>
        <CardInfo icon={<InfoIcon boxSize="6" color="brand.red" />} title={messages.informazioniPersonali.nextTitle}>
          <Text>{m.next}</Text>
        </CardInfo>
        {snapshot ? (
          <CardDocumentRecap
            title={messages.informazioniPersonali.recapTitle}
            items={baseDataRecap(snapshot, lookups.status === "ready" ? lookups.data : null)}
          />
        ) : null}
      </Stack>
    </PageWrapper>
  );
}

export function NotFoundPage() {
  const location = useLocation();
  const atServerRoute = JourneyContext.useSelector(
    (s) => s.context.snapshot !== null && isAtRoute(location, s.context.snapshot.route),
  );
  // An address under the anomaly area that is none of its pages: the way back is the area.
  const inArea = JourneyContext.useSelector((s) => isSigned(s.context.snapshot) && isAnomalyPath(location.pathname));
  if (atServerRoute) return <StepInProgress />;

  const m = messages.notFound;
  return (
    <PageWrapper title={m.documentTitle}>
      <Stack gap="5" maxW="40rem">
        <Text fontSize="6xl" fontWeight="bold" lineHeight="1" aria-hidden="true">
          404
        </Text>
        <PageTitle heading={m.heading} />
        <Text fontSize="lg">{m.body}</Text>
        {inArea ? (
          <CardLink to={paths.anomalie}>{messages.anomalie.back}</CardLink>
        ) : (
          <CardLink to={paths.home}>{m.home}</CardLink>
        )}
      </Stack>
    </PageWrapper>
  );
}

export default NotFoundPage;
