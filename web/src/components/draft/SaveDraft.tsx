// "Salva e continua più tardi" (issue 6): saves the draft, which e-mails the resume link, and
// shows the resume code here too.
import { Box, Button, Code, Flex, Heading, Text } from "@chakra-ui/react";
import { useRef, useState } from "react";

import { api, ApiError } from "../../api/client";
import type { DraftSaved, InformazioniPersonali } from "../../api/types";
import { JourneyContext } from "../../machines/JourneyContext";
import { messages } from "../../messages";
import { CardError } from "../cards/cards";
import { CheckCircleIcon } from "../ui/icons";

type State =
  | { status: "idle" }
  | { status: "saving" }
  | { status: "saved"; draft: DraftSaved }
  | { status: "error"; message: string };

/** `draft`: what the current form holds, saved as typed (the personal-data step passes it). */
export function SaveDraft({ draft }: { draft?: () => InformazioniPersonali } = {}) {
  const session = JourneyContext.useSelector((s) => s.context.session);
  const [state, setState] = useState<State>({ status: "idle" });
  const resultRef = useRef<HTMLDivElement>(null);
  const m = messages.draft;

  if (!session) return null;

  async function save() {
    if (!session) return;
    setState({ status: "saving" });
    try {
      const saved = await api.saveDraft(session, draft?.());
      setState({ status: "saved", draft: saved });
    } catch (error) {
      // §8: a failed save is the creation error, whatever the cause.
      const message =
        error instanceof ApiError && error.status === 401 ? error.message : messages.catalogue.ERRORE_CREAZIONE_BOZZA;
      setState({ status: "error", message });
    }
    requestAnimationFrame(() => resultRef.current?.focus());
  }

  return (
    <Box>
      {state.status === "saved" ? (
        <Box
          ref={resultRef}
          tabIndex={-1}
          role="status"
          bg="white"
          borderRadius="xl"
          p={{ base: "5", md: "6" }}
          borderLeftWidth="6px"
          borderLeftColor="ink"
          outline="none"
          data-testid="draft-saved"
        >
          <Flex gap="3" alignItems="center" mb="2">
            <CheckCircleIcon boxSize="6" color="ink" />
            <Heading as="h2" fontSize="lg">
              {m.savedTitle}
            </Heading>
          </Flex>
          <Text>{m.saved}</Text>
          <Text mt="3" fontSize="sm" color="inkMuted">
            {m.codeLabel}
          </Text>
          <Code
            data-testid="draft-code"
            display="block"
            mt="1"
            px="3"
            py="2"
            fontSize={{ base: "md", md: "lg" }}
            bg="brand.cream"
            color="ink"
            overflowWrap="anywhere"
            whiteSpace="normal"
          >
            {state.draft.code}
          </Code>
          <Text mt="3" fontSize="sm" color="inkMuted">
            {m.linkLabel}
          </Text>
          <Text fontSize="sm" overflowWrap="anywhere" wordBreak="break-all">
            <a href={state.draft.link}>{state.draft.link}</a>
          </Text>
        </Box>
      ) : (
        <Button
          variant="outline"
          size="lg"
          w={{ base: "full", md: "auto" }}
          whiteSpace="normal"
          loading={state.status === "saving"}
          loadingText={m.saving}
          onClick={() => void save()}
        >
          {m.save}
        </Button>
      )}
      {state.status === "error" ? (
        <Box mt="4" ref={resultRef} tabIndex={-1} outline="none">
          <CardError title={state.message} onRetry={() => void save()} headingLevel="h2" />
        </Box>
      ) : null}
    </Box>
  );
}
