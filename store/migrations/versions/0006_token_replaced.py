"""token replaced by a resume elsewhere

Revision ID: 0006
Revises: 0005
"""

import sqlalchemy as sa
from alembic import op

revision = '0006'
down_revision = '0005'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('access_tokens') as batch:
        batch.add_column(sa.Column('replaced_at', sa.DateTime(timezone=True), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('access_tokens') as batch:
        batch.drop_column('replaced_at')
