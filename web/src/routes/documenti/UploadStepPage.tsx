// The upload pages of the documents step: /documenti, /documenti/carica-dati and
// /documenti/documenti-personali show the identity documents (whose route is /documenti), the
// income-proof pages the proof their path names; each document on its card, and on a desktop the
// phone hand-off beside them. /ared leads to the receipt of the tax return (§2 resume rules).
import { Box, Grid, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Navigate, useLocation, useNavigation } from "react-router";

import type { DocumentFields, DocumentSlot, SideName } from "../../api/types";
import { CardError } from "../../components/cards/cards";
import { SaveDraft } from "../../components/draft/SaveDraft";
import { PageTitle } from "../../components/layout/PageTitle";
import { PageWrapper } from "../../components/layout/PageWrapper";
import { LoadingOver } from "../../components/loading/LoadingOver";
import { useMediaQuery, WIDE_SCREEN } from "../../lib/media";
import { paths, routePath } from "../../lib/routes";
import { sideBasis } from "../../lib/useUploads";
import { JourneyContext } from "../../machines/JourneyContext";
import { messages } from "../../messages";
import { SpidOffer } from "../spid/SpidOffer";
import { IdentityCheckNotice } from "../onfido/IdentityCheckNotice";
import { HandOffCard } from "./HandOffCard";
import { confirmationErrors } from "./documentFields";
import { SlotCard } from "./SlotCard";
import { useApplicationUploads, useCamera } from "./useApplicationUploads";
import { useHandOff } from "./useHandOff";

export interface UploadPageCopy {
  documentTitle: string;
  heading: string;
  intro: string;
}

/** The side as the server has it, that a refusal of a file chosen now depends on. */
const basisOf = (slot: DocumentSlot, side: SideName) => {
  const current = slot.sides.find((candidate) => candidate.side === side);
  return current ? sideBasis(current) : undefined;
};

/** A side still to give: missing, or refused and to upload again. */
const missingSide = (slot: DocumentSlot) => slot.sides.some((side) => !side.uploaded || Boolean(side.refusal));

/** What the page at `pathname` says, and the route of the documents it shows. */
export function uploadPageOf(pathname: string): { copy: UploadPageCopy; route: string } {
  const path = routePath(pathname);
  const m = messages.documenti;
  if (path === paths.documentiCaricaDati) return { copy: m.caricaDati, route: paths.documenti };
  if (path === paths.documentiPersonali) return { copy: m.documentiPersonali, route: paths.documenti };
  if (path === paths.documenti) return { copy: m, route: paths.documenti };
  return { copy: m.reddito, route: path };
}

export default function UploadPage() {
  const { pathname } = useLocation();
  if (routePath(pathname) === paths.ared) return <Navigate to={paths.redditoRicevutaModelloUnico} replace />;
  const { copy, route } = uploadPageOf(pathname);
  return <UploadStepPage copy={copy} route={route} />;
}

/** `route`: the documents shown are those whose route is this one. */
export function UploadStepPage({ copy, route }: { copy: UploadPageCopy; route: string }) {
  const journey = JourneyContext.useActorRef();
  const session = JourneyContext.useSelector((s) => s.context.session);
  const snapshot = JourneyContext.useSelector((s) => s.context.snapshot);
  const fieldErrors = JourneyContext.useSelector((s) => s.context.fieldErrors);
  const formError = JourneyContext.useSelector((s) => s.context.formError);
  const submitting = JourneyContext.useSelector((s) => s.matches({ step: "submitting" }));
  const leaving = useNavigation().state !== "idle";
  const wide = useMediaQuery(WIDE_SCREEN);
  const camera = useCamera();
  // The document whose fields were sent last: the answer's errors are about it.
  const [confirming, setConfirming] = useState<string | null>(null);

  const documents = snapshot?.documenti ?? null;
  const slots = (documents?.slots ?? []).filter((slot) => routePath(slot.route) === routePath(route));

  const { uploads, takeSnapshot } = useApplicationUploads();
  const handOff = useHandOff(session, wide && slots.some(missingSide), takeSnapshot);

  function confirm(slot: DocumentSlot, values: DocumentFields) {
    const event = {
      type: "SUBMIT_STEP",
      update: { endpoint: `documents/${encodeURIComponent(slot.id)}/confirmation`, body: { values } },
    } as const;
    if (!journey.getSnapshot().can(event)) return;
    setConfirming(slot.id);
    journey.send(event);
  }

  const errorsByField = confirmationErrors(fieldErrors);
  // "Controlla i campi" without a field to check says nothing: the card's own errors say it.
  const shownFormError =
    formError === messages.catalogue.CONTROLLA_CAMPI && Object.keys(errorsByField).length === 0 ? null : formError;

  const loading = uploads.reading
    ? ({ variant: "recap" } as const)
    : submitting || leaving
      ? ({ variant: "progress", bar: "short" } as const)
      : null;

  return (
    <PageWrapper title={copy.documentTitle}>
      <LoadingOver loading={loading}>
        <Box mb={{ base: "6", md: "8" }} maxW="48rem">
          <PageTitle heading={copy.heading} intro={copy.intro} />
        </Box>
        {documents === null ? <CardError title={messages.documenti.unavailable} /> : null}
        {snapshot && routePath(route) === paths.documenti ? <SpidOffer snapshot={snapshot} /> : null}
        {/* After the remote identity check, the identity documents' page says why they are asked for. */}
        {routePath(route) === paths.documenti ? (
          <Box mb="5" maxW="48rem">
            <IdentityCheckNotice onfido={snapshot?.onfido} />
          </Box>
        ) : null}
        <Grid
          templateColumns={{ base: "1fr", md: "minmax(0, 3fr) minmax(0, 2fr)" }}
          gap={{ base: "5", md: "8" }}
          alignItems="start"
        >
          <Stack gap="5">
            {slots.map((slot) => (
              <SlotCard
                key={`${slot.id}:${slot.code}:${slot.status}`}
                slot={slot}
                uploads={uploads.states}
                onFile={(side, code, file) =>
                  uploads.start({ slotId: slot.id, side, code, file, basis: basisOf(slot, side) })
                }
                camera={camera}
                answer={confirming === slot.id ? { errors: errorsByField, formError: shownFormError } : null}
                onConfirm={(values) => confirm(slot, values)}
              />
            ))}
          </Stack>
          <Stack gap="5">
            {wide && slots.some(missingSide) ? <HandOffCard state={handOff.state} onRenew={handOff.renew} /> : null}
            <Box>
              <Text mb="3">{messages.draft.saveHint}</Text>
              <SaveDraft />
            </Box>
          </Stack>
        </Grid>
      </LoadingOver>
    </PageWrapper>
  );
}
