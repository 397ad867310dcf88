// Any rendering error: report it to /main/api/log and show the generic error outcome (spec §4).
import { Box, Heading, Text } from "@chakra-ui/react";
import { useEffect, useLayoutEffect } from "react";
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from "react-router";

import { api } from "../api/client";
import { paths, routePath, typRoute } from "../lib/routes";
import { removeShell } from "../lib/shell";
import { useOptionalJourneySelector } from "../machines/JourneyContext";
import { genericErrorCopy } from "../appMessages";

// React may run the effect twice for one error (StrictMode); report each error once.
const reported = new WeakSet<object>();

function describe(error: unknown): { message: string; errorInfo: string } {
  if (isRouteErrorResponse(error))
    return { message: `${error.status} ${error.statusText}`, errorInfo: JSON.stringify(error.data) };
  if (error instanceof Error) return { message: error.message, errorInfo: error.stack ?? error.name };
  return { message: String(error), errorInfo: "" };
}

export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  // A layout error may come before the journey actor has started: then there is no draft.
  const draft = useOptionalJourneySelector((s) => s?.context.session?.applicationId ?? null);
  // If the outcome page itself fails, navigating again would loop: show a plain message instead.
  const onOutcomePage = routePath(location.pathname) === paths.typ;
  // The plain message below is drawn without the page wrapper: take index.html's frame down here.
  useLayoutEffect(() => {
    if (onOutcomePage) removeShell();
  }, [onOutcomePage]);

  useEffect(() => {
    const key = typeof error === "object" && error !== null ? error : { error };
    if (!reported.has(key)) {
      reported.add(key);
      void api.logError({ draft, ...describe(error) });
    }
    if (!onOutcomePage) void navigate(typRoute("erroregenerico"), { replace: true });
  }, [error, draft, onOutcomePage, navigate]);

  if (!onOutcomePage) return null;
  const copy = genericErrorCopy;
  return (
    <Box as="main" p="8" maxW="40rem" mx="auto">
      <Heading as="h1">{copy.title}</Heading>
      <Text mt="3">{copy.explanation}</Text>
      <Text mt="3">{copy.nextStep}</Text>
    </Box>
  );
}
