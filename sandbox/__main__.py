"""Entry point: `python -m sandbox` serves the back office with uvicorn."""

import uvicorn

from sandbox.app import create_app
from sandbox.settings import Settings


def main() -> None:
    settings = Settings()
    # The provider's own access log is not ours to print: it was most of `make run`'s output.
    uvicorn.run(create_app(settings), host=settings.host, port=settings.port, access_log=False)


if __name__ == "__main__":
    main()
