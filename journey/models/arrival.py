"""The person the provider's own pages send to the journey (§3 User), and what of it the light
form shows."""

from pydantic import Field

from journey.models.base import Email, FiscalCode, PersonName, Phone, Postcode, ServiceModel


class KnownUser(ServiceModel):
    """§3 User, as the customer area's token stands for it: fiscal code, mobile and birth date,
    and the rest when the provider knows it."""

    fiscalCode: str
    mobilePhone: str | None = None
    dataNascita: str | None = None
    email: str | None = None
    firstName: str | None = None
    lastName: str | None = None
    docType: str | None = None
    docId: str | None = None
    docIssueDate: str | None = None
    docIssueProv: str | None = None
    docIssueTown: str | None = None
    resAddressZipCode: str | None = None


class LightFormPrefill(ServiceModel):
    """What the light form shows of a known user, with the form's own field names: nothing the
    page does not show (no birth date, no document) goes to the browser."""

    firstName: PersonName = ""
    lastName: PersonName = ""
    fiscalCode: FiscalCode = ""
    emailAddress: Email = ""
    mobilePhone: Phone = ""
    cap: Postcode = Field(default="", description="resAddressZipCode")

    @classmethod
    def of(cls, user: KnownUser) -> "LightFormPrefill":
        return cls(
            firstName=(user.firstName or "").title(),
            lastName=(user.lastName or "").title(),
            fiscalCode=user.fiscalCode.upper(),
            emailAddress=(user.email or "").lower(),
            mobilePhone=user.mobilePhone or "",
            cap=user.resAddressZipCode or "",
        )
