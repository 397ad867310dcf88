// "Salva e continua più tardi" (issue 6): saves the draft, which e-mails the resume link, and
// shows the resume code here too.
import { Box, Button, Code, Flex, Heading, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";

import type { InformazioniPersonali } from "../../api/types";
import { JourneyContext } from "../../machines/JourneyContext";
import { messages } from "../../messages";
import { CardBox, CardError } from "../cards/cards";
import { wideOnMobile } from "../layout/styles";
import { CheckCircleIcon } from "../ui/icons";

// The resume code on a line of its own, large enough to copy by hand, wrapping on a narrow screen.
const RESUME_CODE = {
  display: "block",
  mt: "1",
  px: "3",
  py: "2",
  fontSize: { base: "md", md: "lg" },
  bg: "brand.cream",
  color: "ink",
  overflowWrap: "anywhere",
  whiteSpace: "normal",
} as const;

/** `draft`: what the current form holds, saved as typed (the personal-data step passes it). */
export function SaveDraft({ draft }: { draft?: () => InformazioniPersonali } = {}) {
  const journey = JourneyContext.useActorRef();
  const session = JourneyContext.useSelector((s) => s.context.session);
  const saving = JourneyContext.useSelector((s) => s.hasTag("savingDraft"));
  const outcome = JourneyContext.useSelector((s) => s.context.draft);
  const resultRef = useRef<HTMLDivElement>(null);
  const m = messages.draft;

  // The answer, saved or not, is read out first.
  useEffect(() => {
    if (outcome) requestAnimationFrame(() => resultRef.current?.focus());
  }, [outcome]);

  if (!session) return null;

  function save() {
    const event = { type: "SAVE_DRAFT", informazioniPersonali: draft?.() } as const;
    if (journey.getSnapshot().can(event)) journey.send(event);
  }

  const saved = outcome && "saved" in outcome ? outcome.saved : null;
  const error = outcome && "error" in outcome ? outcome.error : null;

  return (
    <Box>
      {saved ? (
        <CardBox
          ref={resultRef}
          tabIndex={-1}
          role="status"
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
          <Code data-testid="draft-code" {...RESUME_CODE}>
            {saved.code}
          </Code>
          <Text mt="3" fontSize="sm" color="inkMuted">
            {m.linkLabel}
          </Text>
          <Text fontSize="sm" overflowWrap="anywhere" wordBreak="break-all">
            <a href={saved.link}>{saved.link}</a>
          </Text>
        </CardBox>
      ) : (
        <Button variant="outline" size="lg" {...wideOnMobile} loading={saving} loadingText={m.saving} onClick={save}>
          {m.save}
        </Button>
      )}
      {error ? (
        <Box mt="4" ref={resultRef} tabIndex={-1} outline="none">
          <CardError title={error} onRetry={save} headingLevel="h2" />
        </Box>
      ) : null}
    </Box>
  );
}
