// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { messages } from "../../messages";
import { Provider } from "../ui/provider";
import { LoadingScreen } from "./LoadingScreen";

const { LOADING_WARNING, LOADING_FULL, LOADING_SHORT, QUOTE_TITLE, QUOTE_SUBTITLE, QUOTE_FOOTER } = messages.catalogue;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("loading screen variants (§2)", () => {
  it("'progress' shows the warning and scrolls through the short messages", () => {
    vi.useFakeTimers();
    render(
      <Provider>
        <LoadingScreen variant="progress" bar="short" />
      </Provider>,
    );
    expect(screen.getByText(LOADING_WARNING)).toBeTruthy();
    expect(screen.getByText(LOADING_SHORT[0])).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(2500);
    });
    expect(screen.getByText(LOADING_SHORT[1])).toBeTruthy();
  });

  it("'progress' with the full bar starts from the first of the five messages", () => {
    render(
      <Provider>
        <LoadingScreen variant="progress" bar="full" />
      </Provider>,
    );
    expect(screen.getByText(LOADING_FULL[0])).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: messages.loading.progressLabel })).toBeTruthy();
  });

  it("'recap' shows the warning and what to keep at hand", () => {
    render(
      <Provider>
        <LoadingScreen variant="recap" />
      </Provider>,
    );
    expect(screen.getByText(LOADING_WARNING)).toBeTruthy();
    for (const item of messages.informazioniPersonali.keepAtHand) expect(screen.getByText(item)).toBeTruthy();
  });

  it("the default shows the quote card", () => {
    render(
      <Provider>
        <LoadingScreen />
      </Provider>,
    );
    for (const text of [QUOTE_TITLE, QUOTE_SUBTITLE, QUOTE_FOOTER]) expect(screen.getByText(text)).toBeTruthy();
  });
});
