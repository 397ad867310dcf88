// The loading screen over content that must stay as it is while it shows (the documents step's
// cards: an upload still on its way, fields half typed): the content is hidden, never unmounted.
// PageWrapper's own `loading` unmounts its content, which suits a page whose state lives above it.
import type { ReactNode } from "react";

import { LoadingScreen, type LoadingScreenProps } from "./LoadingScreen";

export function LoadingOver({ loading, children }: { loading: LoadingScreenProps | null; children: ReactNode }) {
  return (
    <>
      {loading ? <LoadingScreen {...loading} /> : null}
      <div hidden={loading !== null}>{children}</div>
    </>
  );
}
