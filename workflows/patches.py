"""Every patch of the workflow, and the generation that takes them all at once.

A patch keeps the histories recorded before a change replaying: `workflow.patched(id)` is
False where a history has no marker for it, True (and recorded) in a run that reaches it live.
Recording one is not free: the SDK writes a marker, and then upserts the `TemporalChangeVersion`
search attribute with every patch seen so far, which the server turns into a visibility write.
A new application reached four patches before its documents (the light form two, the offer
one, personal data one), each a visibility write: on the embedded dev server about 4 ms of an
Update in a tight loop and as much of the server's CPU, 2-3 ms of a journey's step
(docs/benchmarks.md).

So a run decides once, at its very start, which generation it is of: a new application's
first task records the newest generation's one marker, and every patch that generation took is
then True without a marker of its own. A run whose first task is replayed with an older
generation's marker takes that generation's patches and asks the later ones; a run with none (a
history from before, an application that was open when the first was deployed) asks each patch
as it always did. A patch added after the newest generation is asked of every run: declare it
below and ask `patched(id)`; a later generation may take it, in a set of its own.
"""

from typing import Final

from temporalio import workflow

# Histories from before it: the runs that ask each patch below on its own.
GENERATION: Final = "journey-generation-2026-11"
# The second: the first's patches and the ones added after it, up to its own date.
GENERATION_2: Final = "journey-generation-2026-11-28"
# The third: the second's and the offer's record written by the offer's activity.
GENERATION_3: Final = "journey-generation-2026-11-28-b"

# Histories from before arrival tokens never had them checked.
ARRIVAL_TOKEN: Final = "arrival-token"
# Histories from before the three checks went in one activity replay them one activity each.
LIGHT_FORM_CHECKS_IN_ONE_CALL: Final = "light-form-checks-in-one-call"
# Histories from before it asked for the CRM's step and the SECCI together, and copied and
# e-mailed the SECCI together, replay the calls one after the other.
OFFER_CALLS_TOGETHER: Final = "offer-calls-together"
# Histories from before the page's checks went in one activity replay them one activity each.
PERSONAL_DATA_CHECKS_IN_ONE_CALL: Final = "personal-data-checks-in-one-call"
# Histories from before this rule replay with the month-long expiry they were recorded with.
REFUSED_EXPIRY: Final = "refused-light-form-expires-in-a-day"
# ... and those from before the one kept timer, with a timer cancelled and started at each step.
INACTIVITY_TIMER_KEPT: Final = "inactivity-timer-kept-across-steps"
# Histories from before the identity paths replay without the search attribute and memo.
IDENTITY_PATH_MARKED: Final = "identity-path-search-attribute"
# ... and those of its first version, marked from before the documents step.
IDENTITY_PATH_IN_DOCUMENTS: Final = "identity-path-from-the-documents-step"
# A run that passed the history's bounds under the code before went on in the same run.
CONTINUE_AS_NEW: Final = "continue-as-new"
# Histories from before the SECCI was made, copied and e-mailed in one activity (with the CRM's
# step at step 2) replay the calls as they made them.
SECCI_IN_ONE_CALL: Final = "secci-in-one-call"
# Histories from before the offer's activity wrote the step's record replay the record as a
# local activity of its own.
OFFER_RECORDED_WITH_ITS_CALLS: Final = "offer-recorded-with-its-calls"
# Histories from before it made and e-mailed a new SECCI when the offer whose SECCI of the day
# was waiting to be read was chosen again. Asked only on that path: no generation takes it, and
# a run that never chooses its offer twice records no marker.
SAME_OFFER_KEEPS_ITS_SECCI: Final = "same-offer-keeps-its-secci"
# Histories from before it made a SECCI on every choice of an offer or renewal, however many
# that day (constants.SECCI_PER_DAY). Asked only past the day's count, as the one above.
SECCI_PER_DAY_CAPPED: Final = "secci-per-day-capped"
# Histories from before it took the applicant's own values for the identity fields the remote
# check's provider read. Asked only when a confirmation changes one, as the two above.
IDENTITY_CHECK_READING_KEPT: Final = "identity-check-reading-kept"
# Histories from before it closed the application at its signature (COMPLETED, the run ended);
# after it, a signed request stays open for its after-sale area (SIGNED). Asked only at the
# signature, as the three above.
AFTER_SALE: Final = "after-sale"
# Histories from before it took the applicant's own values over the identity SPID released
# (names, birth date, fiscal code, document number) on /spid/documenti. Asked only when a
# confirmation changes one, as IDENTITY_CHECK_READING_KEPT.
SPID_IDENTITY_KEPT: Final = "spid-identity-kept"
# Histories from before it sent a document corrected for its anomaly without reading it; after
# it, recognition reads it first and a wrong side, type, person or an expired document is
# refused on the page. Asked only when a correction passes the file checks, as the above.
ANOMALY_READ: Final = "anomaly-read"

# What a run of GENERATION takes without asking: the patches that existed when it was made.
# Never add to it: a history of this generation recorded before a new patch would then take
# that patch on replay, where it did not when recorded.
TAKEN: Final = frozenset(
    {
        ARRIVAL_TOKEN,
        LIGHT_FORM_CHECKS_IN_ONE_CALL,
        OFFER_CALLS_TOGETHER,
        PERSONAL_DATA_CHECKS_IN_ONE_CALL,
        REFUSED_EXPIRY,
        INACTIVITY_TIMER_KEPT,
        IDENTITY_PATH_MARKED,
        IDENTITY_PATH_IN_DOCUMENTS,
        CONTINUE_AS_NEW,
    }
)


# ... and the second generation's, and the third's: never add to them either.
TAKEN_2: Final = TAKEN | {SECCI_IN_ONE_CALL}
TAKEN_3: Final = TAKEN_2 | {OFFER_RECORDED_WITH_ITS_CALLS}

# Newest first: a new run records the first marker and asks no other.
GENERATIONS: Final = ((GENERATION_3, TAKEN_3), (GENERATION_2, TAKEN_2), (GENERATION, TAKEN))


def decide_generation() -> bool:
    """Called first thing in a run (the workflow's constructor), so that the answer belongs to
    the run's first task: True for a new run (it records the newest marker) and for one replayed
    with an older generation's marker, False for one from before the generations. The SDK keeps
    each marker's answer for the rest of the run, so the markers are never asked again live."""
    return any(workflow.patched(marker) for marker, _ in GENERATIONS)


def patched(patch_id: str) -> bool:
    """`workflow.patched`, except that a run of a generation takes the patches that it took."""
    for marker, taken in GENERATIONS:
        if workflow.patched(marker):
            return patch_id in taken or workflow.patched(patch_id)
    return workflow.patched(patch_id)
