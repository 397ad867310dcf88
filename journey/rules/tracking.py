"""Page tracking (§2): which pages are tracked, and the action name of a page visit."""

from typing import Final

PAGE_ACTION: Final = "User landed on page"
_EXCLUDED_PAGE: Final = "/main/onfido"
_EXCLUDED_FRAGMENT: Final = "salva-dati"


def is_tracked_page(path: str) -> bool:
    """§2: every page is tracked except /main/onfido and any path containing salva-dati.

    Reading: /main/onfido is excluded as a page (with or without a trailing slash or query),
    so its sub-pages such as /main/onfido/conferma are still tracked; the identity provider's
    own widget on /main/onfido must not be recorded.
    """
    page = path.split("?", 1)[0].split("#", 1)[0]
    if _EXCLUDED_FRAGMENT in page:
        return False
    return page.rstrip("/") != _EXCLUDED_PAGE
