"""The two model bases: strict for what the browser sends, lenient for what services answer."""

from pydantic import BaseModel, ConfigDict


class InputModel(BaseModel):
    """Data the applicant's browser sends, and our own state: unknown keys are an error."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class ServiceModel(BaseModel):
    """Data from the back office or an external page: unknown keys are dropped, never stored."""

    model_config = ConfigDict(extra="ignore", populate_by_name=True)
