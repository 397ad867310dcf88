"""application index, access tokens, event log

Revision ID: 0001
Revises: 
"""

import sqlalchemy as sa
from alembic import op

revision = '0001'
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('applications',
    sa.Column('draft_id', sa.String(length=64), nullable=False),
    sa.Column('resume_code_hash', sa.String(length=64), nullable=True),
    sa.Column('fiscal_code_hash', sa.String(length=64), nullable=True),
    sa.Column('request_number', sa.String(length=8), nullable=True),
    sa.Column('step', sa.String(length=32), nullable=True),
    sa.Column('status', sa.String(length=16), nullable=False),
    sa.Column('channel', sa.String(length=16), nullable=True),
    sa.Column('created_at', sa.DateTime(timezone=True), server_default=sa.text('(CURRENT_TIMESTAMP)'), nullable=False),
    sa.Column('updated_at', sa.DateTime(timezone=True), server_default=sa.text('(CURRENT_TIMESTAMP)'), nullable=False),
    sa.PrimaryKeyConstraint('draft_id'),
    sa.UniqueConstraint('resume_code_hash')
    )
    with op.batch_alter_table('applications', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_applications_fiscal_code_hash'), ['fiscal_code_hash'], unique=False)
        batch_op.create_index(batch_op.f('ix_applications_request_number'), ['request_number'], unique=False)

    op.create_table('event_log',
    sa.Column('id', sa.Integer(), autoincrement=True, nullable=False),
    sa.Column('event_key', sa.String(length=160), nullable=False),
    sa.Column('action', sa.String(length=64), nullable=False),
    sa.Column('fiscal_code_hash', sa.String(length=64), nullable=True),
    sa.Column('session', sa.String(length=64), nullable=False),
    sa.Column('num_pratica', sa.String(length=8), nullable=True),
    sa.Column('data', sa.JSON(), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), server_default=sa.text('(CURRENT_TIMESTAMP)'), nullable=False),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('event_key')
    )
    with op.batch_alter_table('event_log', schema=None) as batch_op:
        batch_op.create_index('ix_event_log_session_created', ['session', 'created_at'], unique=False)

    op.create_table('access_tokens',
    sa.Column('token_hash', sa.String(length=64), nullable=False),
    sa.Column('draft_id', sa.String(length=64), nullable=False),
    sa.Column('issued_at', sa.DateTime(timezone=True), server_default=sa.text('(CURRENT_TIMESTAMP)'), nullable=False),
    sa.ForeignKeyConstraint(['draft_id'], ['applications.draft_id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('token_hash')
    )
    with op.batch_alter_table('access_tokens', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_access_tokens_draft_id'), ['draft_id'], unique=False)



def downgrade() -> None:
    with op.batch_alter_table('access_tokens', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_access_tokens_draft_id'))

    op.drop_table('access_tokens')
    with op.batch_alter_table('event_log', schema=None) as batch_op:
        batch_op.drop_index('ix_event_log_session_created')

    op.drop_table('event_log')
    with op.batch_alter_table('applications', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_applications_request_number'))
        batch_op.drop_index(batch_op.f('ix_applications_fiscal_code_hash'))

    op.drop_table('applications')
