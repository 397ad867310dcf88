"""draft link secret

Revision ID: 0004
Revises: 0003
"""

import sqlalchemy as sa
from alembic import op

revision = '0004'
down_revision = '0003'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('applications') as batch:
        batch.add_column(sa.Column('link_hash', sa.String(length=64), nullable=True))
        batch.create_unique_constraint('uq_applications_link_hash', ['link_hash'])


def downgrade() -> None:
    with op.batch_alter_table('applications') as batch:
        batch.drop_constraint('uq_applications_link_hash', type_='unique')
        batch.drop_column('link_hash')
