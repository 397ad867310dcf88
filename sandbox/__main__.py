"""Entry point: `python -m sandbox` serves the back office with uvicorn."""

import uvicorn

from sandbox.app import create_app
from sandbox.settings import Settings


def main() -> None:
    settings = Settings()
    uvicorn.run(create_app(settings), host=settings.host, port=settings.port)


if __name__ == "__main__":
    main()
