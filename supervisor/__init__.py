"""One process that runs the whole embedded product: `python -m supervisor`."""
