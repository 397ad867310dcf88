"""The CRM area (§3): the prospect's id and incident id."""

from journey.models.base import InputModel


class CrmProspect(InputModel):
    """The CRM prospect's incident id."""

    incidentIdCRM: str | None = None


class CrmState(InputModel):
    """The CRM state: the prospect id (idCrm) and its incident."""

    id: str | None = None
    prospect: CrmProspect = CrmProspect()
