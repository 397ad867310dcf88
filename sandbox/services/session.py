"""generaToken: the anonymous login that opens a B2B session."""

from typing import Any

from sandbox.auth import issue_token
from sandbox.protocol import Context, ServiceRequest, service


class GeneraTokenRequest(ServiceRequest):
    fiscalCode: str | None = None
    lastName: str | None = None
    firstName: str | None = None
    email: str | None = None
    mobilePhone: str | None = None
    application: str | None = None
    codiceApp: str | None = None
    state: str | None = None


@service("generaToken", GeneraTokenRequest, needs_token=False)
async def genera_token(ctx: Context, request: GeneraTokenRequest) -> dict[str, Any]:
    token = issue_token(
        ctx.session,
        ctx.settings.token_ttl_seconds,
        request.application,
        request.fiscalCode.upper() if request.fiscalCode else None,
        request.model_dump(exclude_none=True),
    )
    return {"token": token.token, "scadenza": token.expires_at.isoformat()}
