"""FastAPI dependencies as `Annotated` aliases: settings, Temporal client, DB, the applicant."""

from collections.abc import Iterator
from typing import Annotated

from fastapi import Depends, Header, Request
from sqlalchemy.orm import Session
from temporalio.client import Client

from api.errors import ApiError
from journey import messages
from runtime.settings import Settings
from store.applications import application_for_token


def get_settings_dep(request: Request) -> Settings:
    return request.app.state.settings  # type: ignore[no-any-return]


def get_temporal(request: Request) -> Client:
    return request.app.state.temporal  # type: ignore[no-any-return]


def get_session(request: Request) -> Iterator[Session]:
    with request.app.state.sessions() as session:
        yield session


SettingsDep = Annotated[Settings, Depends(get_settings_dep)]
TemporalDep = Annotated[Client, Depends(get_temporal)]
SessionDep = Annotated[Session, Depends(get_session)]


def application_of(session: Session, token: str | None) -> str:
    """The application a token opens; 401 without a token or with one no application has."""
    if not token:
        raise ApiError(401, "missing_token", messages.SESSIONE_NON_VALIDA)
    owner = application_for_token(session, token.strip())
    if owner is None:
        raise ApiError(401, "invalid_token", messages.SESSIONE_NON_VALIDA)
    return owner


def token_application(
    session: SessionDep,
    authorization: Annotated[str | None, Header(alias="b2b-authorization")] = None,
) -> str:
    """For routes whose path names no application: the one the header's token opens."""
    return application_of(session, authorization)


def current_application(
    application_id: str,
    session: SessionDep,
    authorization: Annotated[str | None, Header(alias="b2b-authorization")] = None,
) -> str:
    """The application the token is bound to; any other id answers 404 as if it didn't exist."""
    owner = application_of(session, authorization)
    if owner != application_id:
        raise ApiError(404, "not_found", messages.RICHIESTA_NON_TROVATA)
    return owner


CurrentApplication = Annotated[str, Depends(current_application)]
TokenApplication = Annotated[str, Depends(token_application)]
