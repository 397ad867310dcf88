"""One logging set-up for the API and the worker: a line per step at info, the detail of every
call only at debug, and never personal data (the applicant's data lives in payloads, encrypted,
and in the app database; a log line names the application by its id)."""

import logging

# Libraries that log every HTTP call at info: the back office is called several times per step.
CHATTY = ("httpx", "httpcore", "uvicorn.access")
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def configure_logging(level: str) -> None:
    logging.basicConfig(level=level.upper(), format=FORMAT)
    quiet = logging.DEBUG if level.lower() == "debug" else logging.WARNING
    for name in CHATTY:
        logging.getLogger(name).setLevel(quiet)
