"""Environment settings for the web app (spec §7 GET /main/api/env)."""

from fastapi import APIRouter
from pydantic import BaseModel

from api.deps import SettingsDep

router = APIRouter(tags=["env"])


class Env(BaseModel):
    qrCodeUrl: str
    tagManagerId: str | None
    environment: str
    # The lender the contract names, for its summary before the signature.
    finanziatore: str


@router.get("/env", response_model=Env)
def read_env(settings: SettingsDep) -> Env:
    """What the browser needs before it draws the first page."""
    return Env(
        qrCodeUrl=settings.qr_code_url,
        tagManagerId=settings.tag_manager_id,
        environment=settings.mode,
        finanziatore=settings.lender,
    )
