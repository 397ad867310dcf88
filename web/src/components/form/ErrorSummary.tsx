// The error summary shown on a failed submit: one link per field error, focused so it is read first.
import { Box, Heading, List, Text } from "@chakra-ui/react";
import { forwardRef, type MouseEvent, useId } from "react";

import { messages } from "../../messages";
import { AlertIcon } from "../ui/icons";

export interface SummaryError {
  /** The id of the control the link moves focus to. */
  fieldId: string;
  label: string;
  message: string;
}

export interface ErrorSummaryProps {
  title?: string;
  description?: string;
  errors: SummaryError[];
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  field.scrollIntoView({ block: "center" });
  field.focus({ preventScroll: true });
}

export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { title = messages.errorSummary.title, description, errors },
  ref,
) {
  // One per summary: a page may hold several (two anomalies on one page, each with its form).
  const headingId = useId();
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      // An alert too, so it is announced on small screens where focus stays on the button
      // (the button's tooltip is showing there).
      role="alert"
      aria-labelledby={headingId}
      bg="white"
      borderWidth="3px"
      borderColor="brand.red"
      borderRadius="xl"
      p={{ base: "4", md: "6" }}
      outline="none"
      _focusVisible={{ outline: "3px solid", outlineColor: "focusRing", outlineOffset: "3px" }}
    >
      <Heading as="h2" id={headingId} fontSize="lg" lineHeight="1.3" display="flex" gap="2" alignItems="flex-start">
        <AlertIcon boxSize="6" color="brand.red" flexShrink={0} />
        {title}
      </Heading>
      {description ? <Text mt="2">{description}</Text> : null}
      {errors.length > 0 ? (
        <List.Root mt="3" gap="1.5" ps="5">
          {errors.map((error) => (
            <List.Item key={error.fieldId}>
              <a href={`#${error.fieldId}`} onClick={(event) => focusField(event, error.fieldId)}>
                <strong>{error.label}</strong>: {error.message}
              </a>
            </List.Item>
          ))}
        </List.Root>
      ) : null}
    </Box>
  );
});
