// Entry point: the Chakra provider, the journey actor (wired to the router) and the router.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";

import { Provider } from "./components/ui/provider";
import { isAtRoute } from "./lib/routes";
import { readSession } from "./lib/session";
import { JourneyContext } from "./machines/JourneyContext";
import { journeyMachine } from "./machines/journeyMachine";
import { createAppRouter } from "./router";

const router = createAppRouter();

const journey = journeyMachine.provide({
  actions: {
    navigateTo: (_, { route }) => {
      if (!isAtRoute(router.state.location, route)) void router.navigate(route);
    },
  },
});

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");

createRoot(container).render(
  <StrictMode>
    <Provider>
      <JourneyContext.Provider logic={journey} options={{ input: { session: readSession() } }}>
        <RouterProvider router={router} />
      </JourneyContext.Provider>
    </Provider>
  </StrictMode>,
);
