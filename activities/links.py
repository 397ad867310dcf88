"""The draft's resume link, made where the server's key is: the workflow only says where the
app is published, and never sees the link's secret."""

from journey.rules.routes import draft_resume_link
from store.drafts import draft_link_token


class DraftLinks:
    def __init__(self, secret: str) -> None:
        self._secret = secret

    def link(self, public_url: str, draft_id: str) -> str:
        return draft_resume_link(public_url, draft_link_token(self._secret, draft_id))
