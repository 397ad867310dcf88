// The journey actor shared by every page.
import { createActorContext } from "@xstate/react";

import { journeyMachine } from "./journeyMachine";

export const JourneyContext = createActorContext(journeyMachine);
