"""What the API, the worker, the supervisor and the tests share to reach the platform."""
