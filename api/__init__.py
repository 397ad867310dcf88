"""The FastAPI app under /main: starts, updates and queries loan-application workflows."""
