"""The applicant as the journey identifies them (§3 User)."""

from journey.models.base import InputModel


class User(InputModel):
    """Fiscal code, mobile phone and birth date, and whatever else is known of the person."""

    fiscalCode: str = ""
    mobilePhone: str = ""
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
