"""One router per area of the API: every module here that has a `router` is part of the API,
so a new step's route module needs no registration anywhere else."""

import importlib
import pkgutil

from fastapi import APIRouter


def routers() -> list[APIRouter]:
    found = (
        importlib.import_module(f"{__name__}.{m.name}") for m in pkgutil.iter_modules(__path__)
    )
    return [
        module.router for module in found if isinstance(getattr(module, "router", None), APIRouter)
    ]
