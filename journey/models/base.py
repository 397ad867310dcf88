"""The two model bases: strict for what the browser sends, lenient for what services answer."""

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

# Every text an applicant types has a bound from its domain, with room for stray spaces: nothing
# they send can grow an application's history without limit (a 2 MB employer name once did).
Code = Annotated[str, Field(max_length=32)]  # a code chosen from a list
PersonName = Annotated[str, Field(max_length=60)]
Place = Annotated[str, Field(max_length=60)]  # a province or a comune (the longest is 34)
Street = Annotated[str, Field(max_length=100)]
HouseNumber = Annotated[str, Field(max_length=10)]
Postcode = Annotated[str, Field(max_length=10)]
EmployerName = Annotated[str, Field(max_length=100)]
Iban = Annotated[str, Field(max_length=50)]  # 27 characters in Italy, pasted with spaces
ShortDate = Annotated[str, Field(max_length=10)]  # mm/aaaa or gg/mm/aaaa
FiscalCode = Annotated[str, Field(max_length=20)]
Email = Annotated[str, Field(max_length=254)]  # RFC 5321's limit
Phone = Annotated[str, Field(max_length=20)]


class InputModel(BaseModel):
    """Data the applicant's browser sends, and our own state: unknown keys are an error."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class ServiceModel(BaseModel):
    """Data from the back office or an external page: unknown keys are dropped, never stored."""

    model_config = ConfigDict(extra="ignore", populate_by_name=True)
