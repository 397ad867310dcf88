// The page wrapper of spec §2: the yellow page with the header, which shows the loader when asked.
import { Box, Container, Text } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";

import { appMessages } from "../../appMessages";
import { removeShell } from "../../lib/shell";
import type { LoadingScreenProps } from "../loading/LoadingScreen";
import { SpinnerScreen } from "../loading/SpinnerScreen";
import { Header, type HeaderLeftAction } from "./Header";

export interface PageWrapperProps {
  /** The document title of the page (WCAG 2.4.2), without the product suffix. */
  title: string;
  header?: { left?: HeaderLeftAction };
  /** When set, the loading screen takes the place of the page content. */
  loading?: LoadingScreenProps | null;
  children: ReactNode;
}

// The loading screen (progress bar, recap, quote) is not needed for the first paint: its chunk is
// fetched once a page has rendered, so it is there before the first submission shows it.
const loadLoadingScreen = () => import("../loading/LoadingScreen");
const LoadingScreen = lazy(loadLoadingScreen);

export function PageWrapper({ title, header, loading, children }: PageWrapperProps) {
  const mainRef = useRef<HTMLElement>(null);
  const { key } = useLocation();

  // In the same commit as this page, so the static frame and the page are never both on screen.
  useLayoutEffect(removeShell, []);

  useEffect(() => {
    void loadLoadingScreen();
  }, []);

  useEffect(() => {
    document.title = `${title} | ${appMessages.documentTitleSuffix}`;
  }, [title]);

  // After a navigation inside the app, start screen readers and keyboards at the new page's
  // heading, in the commit that shows it (see moveFocusToHeading).
  useLayoutEffect(() => {
    moveFocusToHeading(key, mainRef.current);
  });

  return (
    <Box minH="100dvh" bg="brand.yellow" display="flex" flexDirection="column">
      <SkipLink />
      <Header left={header?.left} />
      <Box
        as="main"
        id="main"
        ref={mainRef}
        tabIndex={-1}
        flex="1"
        outline="none"
        aria-busy={loading ? true : undefined}
      >
        <Container maxW="6xl" px={{ base: "4", md: "8" }} py={{ base: "6", md: "10" }}>
          {loading ? (
            <Suspense fallback={<SpinnerScreen />}>
              <LoadingScreen {...loading} />
            </Suspense>
          ) : (
            children
          )}
        </Container>
      </Box>
      <Box as="footer" bg="brand.yellowDeep" py="5">
        <Container maxW="6xl" px={{ base: "4", md: "8" }}>
          <Text fontSize="sm" color="ink">
            {appMessages.footer}
          </Text>
        </Container>
      </Box>
    </Box>
  );
}

// Which location the visit landed on, and the last one whose heading got the focus.
const navigationFocus: { landing: string | null; handled: string | null } = { landing: null, handled: null };

/**
 * The focus on a page's heading, once per location and only after a navigation inside the app: the
 * page a visit lands on keeps the browser's own focus, so the first Tab goes to the first control
 * (the skip link). Never taken from a control the person has already moved to, and never late: a
 * page whose heading is not there yet (a spinner) leaves it to the next render at that location.
 */
function moveFocusToHeading(location: string, main: HTMLElement | null) {
  navigationFocus.landing ??= location;
  if (location === navigationFocus.landing || location === navigationFocus.handled) return;
  const heading = main?.querySelector<HTMLElement>("h1");
  if (!heading) return;
  navigationFocus.handled = location;
  const active = document.activeElement;
  const focusMoved = active !== null && active !== document.body && !active.matches("main, h1");
  if (!focusMoved) heading.focus({ preventScroll: false });
}

/**
 * The loading page while index.html's static frame still shows it: renders nothing over the frame,
 * and marks where the visit landed, as the spinner page it stands for does.
 */
export function StaticFrame() {
  const { key } = useLocation();
  useLayoutEffect(() => {
    navigationFocus.landing ??= key;
  }, [key]);
  return null;
}

function SkipLink() {
  return (
    <Box
      asChild
      position="absolute"
      left="2"
      top="-20"
      zIndex="skipLink"
      bg="white"
      color="brand.red"
      px="4"
      py="2"
      borderRadius="md"
      fontWeight="bold"
      _focus={{ top: "2" }}
    >
      <a href="#main">{appMessages.skipToContent}</a>
    </Box>
  );
}
