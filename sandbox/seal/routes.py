"""The sandbox CA's certificate, the trust root against which sealed contracts validate."""

from fastapi import APIRouter, Request
from fastapi.responses import Response

from sandbox.seal.keys import SealIdentity

router = APIRouter(prefix="/signing", tags=["signing"])


@router.get("/ca.pem")
def read_ca_certificate(request: Request) -> Response:
    """The CA certificate (PEM) that issued the contract seal."""
    identity: SealIdentity = request.app.state.seal
    return Response(identity.ca_pem(), media_type="application/x-pem-file")
