"""How the embedded Temporal dev server is tuned: shared by the supervisor and the benchmarks."""

TUNING = (
    # One partition per task queue: on a single dev server more only spread the polls thin.
    "--dynamic-config-value",
    "matching.numTaskqueueReadPartitions=1",
    # Every workflow transition is a SQLite transaction. WAL with normal sync stops it fsyncing
    # the rollback journal each time (a quarter to a third of an Update's time in
    # docs/benchmarks.md); it survives a process crash, a power cut may lose the last
    # transactions, which the embedded default accepts.
    "--sqlite-pragma",
    "journal_mode=wal",
    "--sqlite-pragma",
    "synchronous=normal",
    # A new application's first workflow task reaches the worker through the history's transfer
    # queue, whose reader polls at most 20 times a second by default: a start within 50 ms of
    # the previous one waited for the next poll (back to back, an empty Update-with-Start took
    # 44 ms instead of 9; docs/benchmarks.md). Reads still happen only when tasks are written.
    "--dynamic-config-value",
    "history.transferProcessorMaxPollRPS=200",
    # The opposite for the visibility queue (search attributes, what the Temporal UI's list
    # shows): read at once after each step, its SQLite writes met the step's own and cost each
    # Update with a search attribute 3-3.6 ms (docs/benchmarks.md, issue 17). Five reads a second
    # gather a few steps per read: the list is at most 200 ms behind, and 100 tasks a read
    # (the default batch) still take 500 steps a second.
    "--dynamic-config-value",
    "history.visibilityProcessorMaxPollRPS=5",
)
