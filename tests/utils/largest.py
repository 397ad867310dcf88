"""The largest valid value of an input model: what an applicant could send at every bound."""

import types
from enum import Enum
from typing import Annotated, Any, Literal, TypeVar, Union, get_args, get_origin

from annotated_types import Le, MaxLen
from pydantic import BaseModel

# JSON writes a control character as \u0001: six bytes, the most a character can take.
WIDEST_CHARACTER = "\x01"
# An integer without an upper bound takes as many digits as pydantic's JSON parser accepts.
LONGEST_INTEGER = 10**4300 - 1

ModelT = TypeVar("ModelT", bound=BaseModel)


def largest(model: type[ModelT]) -> ModelT:
    """Every text at its maximum length in its widest character, every number at its largest,
    every optional part present."""
    values = {
        name: _largest(field.annotation, field.metadata)
        for name, field in model.model_fields.items()
    }
    return model.model_validate(values)


def _largest(annotation: Any, metadata: list[Any]) -> Any:
    origin = get_origin(annotation)
    if origin is Annotated:
        inner, *extra = get_args(annotation)
        constraints = [c for item in extra for c in getattr(item, "metadata", [item])]
        return _largest(inner, [*metadata, *constraints])
    if origin in (Union, types.UnionType):
        present = [option for option in get_args(annotation) if option is not type(None)]
        return _largest(present[0], metadata)
    if origin is Literal:
        return get_args(annotation)[0]
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return largest(annotation)
    if annotation is bool:
        return True
    if annotation is int:
        return next((c.le for c in metadata if isinstance(c, Le)), LONGEST_INTEGER)
    if isinstance(annotation, type) and issubclass(annotation, Enum):
        return max(annotation, key=lambda member: len(str(member.value))).value
    if annotation is str:
        if any(getattr(c, "pattern", None) for c in metadata):
            # A pattern (a request number, a blob key) bounds it tighter than any length; a
            # required one with a length is a key of digits (its pattern admits them).
            length = next((c.max_length for c in metadata if isinstance(c, MaxLen)), None)
            return "0" * length if length else None
        return WIDEST_CHARACTER * next(c.max_length for c in metadata if isinstance(c, MaxLen))
    raise TypeError(f"no largest value known for {annotation!r}")
