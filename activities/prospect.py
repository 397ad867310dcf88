"""The customer-relationship side: the cluster of a known customer and the CRM prospect."""

from temporalio import activity

from activities.base import BackOfficeActivities
from activities.models import ClusterLookup, HumanReviewRequest, ProspectSave, ProspectSaved
from journey.models.cluster import Cluster


class ProspectActivities(BackOfficeActivities):
    @activity.defn
    async def fetch_cluster(self, lookup: ClusterLookup) -> Cluster:
        answer = await self._ask("recuperaClusterCliente", lookup)
        return Cluster.model_validate(answer)

    @activity.defn
    async def save_prospect(self, save: ProspectSave) -> ProspectSaved:
        """Creates the prospect at Step 1, updates it at every later step (same CRM ids)."""
        return await self._save_prospect(save)

    @activity.defn
    async def request_human_review(self, review: HumanReviewRequest) -> None:
        await self._ask("richiestaRevisioneUmana", review)
