import LockIcon from '@mui/icons-material/Lock';
import StarIcon from '@mui/icons-material/Star';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { FeedItemType } from '@paydesk/contracts/support/support.model';
import { isInternalItem } from '@paydesk/contracts/support/support.model';
import { useTranslation } from 'react-i18next';
import type { FeedEntry } from '../../api/feed-schema';
import { personName } from '../../shared/person-name';
import { TimeAgo } from '../../shared/time-ago';
import { ReferenceList } from './reference-list';

/**
 * A comment (spec §6): internal ones (customer, tenant or platform internal) carry a lock icon, sit
 * on an amber background and say "Internal"; public ones carry a star. The content is plain text
 * with its line breaks kept; it is never read as HTML (React escapes it).
 */
export function CommentItem({ item, tenantId }: { item: FeedEntry; tenantId: string | null }) {
  const { t } = useTranslation();
  const internal = isInternalItem(item.type as FeedItemType);
  const external = item.type === 'ExternalPartyCommentItem';
  const author = external
    ? (item.externalPartyEmail ?? t('support.feed.someone'))
    : (personName(item.commenter) ?? t('support.feed.someone'));
  return (
    <Paper
      component="article"
      variant="outlined"
      data-feed-type={item.type}
      data-internal={internal || undefined}
      aria-label={t(internal ? 'support.feed.internalBy' : 'support.feed.commentBy', { name: author })}
      sx={(theme) => ({
        p: 2,
        ...(internal && {
          bgcolor: alpha(theme.palette.warning.light, 0.18),
          borderColor: theme.palette.warning.main,
        }),
      })}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {internal ? (
          <LockIcon fontSize="small" color="warning" titleAccess={t('support.feed.internalIcon')} />
        ) : (
          <StarIcon fontSize="small" color="primary" titleAccess={t('support.feed.publicIcon')} />
        )}
        <Typography sx={{ fontWeight: 600 }}>{author}</Typography>
        {internal && <Chip size="small" color="warning" label={t('support.feed.internal')} />}
        {external && <Chip size="small" variant="outlined" label={t('support.feed.externalParty')} />}
        {item.isUnread && <Chip size="small" color="primary" label={t('support.feed.unread')} />}
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto !important' }}>
          <TimeAgo value={item.timestamp} />
        </Typography>
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 1 }}>{item.content}</Typography>
      {item.references.length > 0 && (
        <Stack sx={{ mt: 1 }}>
          <ReferenceList references={item.references} tenantId={tenantId} />
        </Stack>
      )}
    </Paper>
  );
}
