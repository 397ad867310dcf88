// /documenti/mobile?code=…: the phone of the hand-off. The code becomes an upload-only token for
// this device; the documents still to give are listed with the same card-upload as on the
// computer, which moves on by itself; those the computer confirmed are shown, not offered to
// replace. Nothing here needs the application's token.
import { Box, Flex, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";

import type { ApiError } from "../../api/client";
import { documentsApi } from "../../api/documents";
import type { DocumentCode, MobileDocuments, MobileSlot } from "../../api/types";
import { CardBox, CardError, CardInfo } from "../../components/cards/cards";
import { CardUpload } from "../../components/cards/CardUpload";
import { PageTitle } from "../../components/layout/PageTitle";
import { PageWrapper } from "../../components/layout/PageWrapper";
import { LoadingOver } from "../../components/loading/LoadingOver";
import { CheckCircleIcon } from "../../components/ui/icons";
import { TOUCH_SCREEN, useMediaQuery, WIDE_SCREEN } from "../../lib/media";
import { sideBasis, useUploads, type UploadHooks, type UploadTarget } from "../../lib/useUploads";
import { messages } from "../../messages";
import { ConfirmedOnComputerCard } from "./ConfirmedOnComputerCard";
import { clearMobileUpload, endsUpload, openMobileUpload } from "./mobileUpload";

const m = messages.mobile;

type MobileState =
  | { status: "opening" }
  | { status: "ready"; token: string; slots: MobileSlot[] }
  /** The code or the token is no longer good: what the server said, and what to do. */
  | { status: "ended"; message: string }
  /** The service did not answer: try again. */
  | { status: "failed"; message: string };

/** The server's answer to a file for a card the computer confirmed after this page read it. */
export const confirmedMeanwhile = (error: ApiError) =>
  error.status === 422 && error.errors.file === messages.catalogue.DOCUMENTO_CONFERMATO_SUL_COMPUTER;

/** Every side of every document is in, none refused: the phone's part is done. */
export const allUploaded = (slots: readonly MobileSlot[]) =>
  slots.length > 0 && slots.every((slot) => slot.sides.every((side) => side.uploaded && !side.refusal));

export default function MobilePage() {
  const [params] = useSearchParams();
  const code = params.get("code")?.trim() ?? "";
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<MobileState>({ status: "opening" });
  const [choices, setChoices] = useState<Partial<Record<string, DocumentCode>>>({});
  // The cards whose file the server refused as confirmed meanwhile: they say so where it was chosen.
  const [refused, setRefused] = useState<ReadonlySet<string>>(new Set());
  // The page is for a phone: the camera is offered unless it is plainly a desktop.
  const touch = useMediaQuery(TOUCH_SCREEN);
  const wide = useMediaQuery(WIDE_SCREEN);
  const camera = touch || !wide;

  useEffect(() => {
    if (!code) return;
    const controller = new AbortController();
    openMobileUpload(code, controller.signal).then(
      ({ token, slots }) => setState({ status: "ready", token, slots }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (endsUpload(error)) setState({ status: "ended", message: error.message });
        else setState({ status: "failed", message: messages.catalogue.SERVIZIO_NON_DISPONIBILE });
      },
    );
    return () => controller.abort();
  }, [code, attempt]);

  const token = state.status === "ready" ? state.token : null;
  const send = useCallback(
    ({ slotId, side, code: type, file }: UploadTarget, hooks: UploadHooks) =>
      token
        ? documentsApi.uploadMobileSide(token, slotId, side, { code: type, file, ...hooks })
        : Promise.reject(new Error("no upload token")),
    [token],
  );
  const uploads = useUploads<MobileDocuments>({
    send,
    onAnswer: ({ slots }) => setState((previous) => (previous.status === "ready" ? { ...previous, slots } : previous)),
    onFailure: (error, { slotId }) => {
      if (confirmedMeanwhile(error)) {
        // The page read the card before the computer confirmed it: it is the computer's now.
        setState((previous) =>
          previous.status === "ready"
            ? {
                ...previous,
                slots: previous.slots.map((slot) => (slot.id === slotId ? { ...slot, status: "confermato" } : slot)),
              }
            : previous,
        );
        setRefused((previous) => new Set([...previous, slotId]));
        return true;
      }
      if (error.status !== 401 && error.status !== 410) return false;
      clearMobileUpload();
      setState({ status: "ended", message: error.message });
      return true;
    },
  });

  const slots = state.status === "ready" ? state.slots : [];
  const done = allUploaded(slots);

  // Done: the message that sends the applicant back to the computer is read out first.
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) requestAnimationFrame(() => doneRef.current?.focus());
  }, [done]);

  const ended = !code ? m.codeMissing : state.status === "ended" ? state.message : null;
  if (ended !== null) {
    return (
      <PageWrapper title={m.documentTitle}>
        <Stack gap="6" maxW="40rem">
          <PageTitle heading={m.invalidTitle} />
          <CardError title={ended}>
            <Text>{m.whatToDo}</Text>
          </CardError>
        </Stack>
      </PageWrapper>
    );
  }

  return (
    <PageWrapper title={m.documentTitle}>
      <LoadingOver loading={uploads.reading ? { variant: "recap" } : null}>
        <Stack gap="6" maxW="40rem">
          <PageTitle heading={m.heading} intro={state.status === "ready" ? m.intro : undefined} />
          {state.status === "opening" ? (
            <Flex role="status" gap="3" alignItems="center">
              <Spinner color="brand.red" />
              <Text>{m.opening}</Text>
            </Flex>
          ) : null}
          {state.status === "failed" ? (
            <CardError
              title={m.loadError}
              onRetry={() => {
                setState({ status: "opening" });
                setAttempt((n) => n + 1);
              }}
            >
              {state.message}
            </CardError>
          ) : null}
          {state.status === "ready" && slots.length === 0 ? (
            <CardInfo>
              <Text>{m.nothingToUpload}</Text>
            </CardInfo>
          ) : null}
          {done ? (
            <CardBox
              ref={doneRef}
              tabIndex={-1}
              outline="none"
              role="status"
              borderLeftWidth="6px"
              borderLeftColor="green.700"
            >
              <Flex gap="3" alignItems="flex-start">
                <CheckCircleIcon boxSize="7" color="green.700" flexShrink={0} />
                <Box>
                  <Heading as="h2" fontSize="lg" lineHeight="1.3">
                    {m.done}
                  </Heading>
                  <Text mt="2" color="inkMuted">
                    {m.doneDetail}
                  </Text>
                </Box>
              </Flex>
            </CardBox>
          ) : null}
          {slots.map((slot) =>
            slot.status === "confermato" ? (
              <ConfirmedOnComputerCard key={slot.id} slot={slot} refused={refused.has(slot.id)} />
            ) : (
              <CardUpload
                key={`${slot.id}:${slot.code}`}
                slot={slot}
                code={choices[slot.id] ?? slot.code}
                onCode={(choice) => setChoices((previous) => ({ ...previous, [slot.id]: choice }))}
                uploads={uploads.states}
                onFile={(side, file) => {
                  const current = slot.sides.find((candidate) => candidate.side === side);
                  const basis = current ? sideBasis(current) : undefined;
                  uploads.start({ slotId: slot.id, side, code: choices[slot.id] ?? slot.code, file, basis });
                }}
                camera={camera}
              >
                {slot.status === "da_confermare" && !done ? (
                  // Read, not yet confirmed: that happens on the computer, which already shows it.
                  <Text mt="4" fontWeight="semibold" data-testid="conferma-sul-computer">
                    {m.confirmOnComputer}
                  </Text>
                ) : null}
              </CardUpload>
            ),
          )}
        </Stack>
      </LoadingOver>
    </PageWrapper>
  );
}
