"""What every request body shares: a field the API does not know is refused, not ignored, so a
typo in a client never passes silently."""

from pydantic import BaseModel, ConfigDict


class Body(BaseModel):
    model_config = ConfigDict(extra="forbid")


class EmptyBody(Body):
    """No fields: the step's Update needs nothing but the application the token names."""
