"""resume otps

Revision ID: 0003
Revises: 0002
"""

import sqlalchemy as sa
from alembic import op

revision = '0003'
down_revision = '0002'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('resume_otps',
    sa.Column('draft_id', sa.String(length=64), nullable=False),
    sa.Column('code_hash', sa.String(length=64), nullable=False),
    sa.Column('expires_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('attempts', sa.Integer(), nullable=False),
    sa.Column('used', sa.Boolean(), nullable=False),
    sa.ForeignKeyConstraint(['draft_id'], ['applications.draft_id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('draft_id')
    )


def downgrade() -> None:
    op.drop_table('resume_otps')
