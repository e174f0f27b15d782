import CheckIcon from '@mui/icons-material/Check';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import LowPriorityIcon from '@mui/icons-material/LowPriority';
import PersonIcon from '@mui/icons-material/Person';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import RemoveIcon from '@mui/icons-material/Remove';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedEntry } from '../../api/feed-schema';
import { personName } from '../../shared/person-name';
import { TimeAgo } from '../../shared/time-ago';
import { ReferenceList } from './reference-list';

/** A change on the ticket: an icon, a sentence, when; details (references, a note) below. */
function EventRow({
  item,
  icon,
  text,
  children,
}: {
  item: FeedEntry;
  icon: ReactNode;
  text: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      component="article"
      data-feed-type={item.type}
      aria-label={text}
      spacing={0.5}
      sx={{ px: 2, py: 1 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {icon}
        <Typography variant="body2">{text}</Typography>
        {item.isUnread && <Chip size="small" color="primary" label={t('support.feed.unread')} />}
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto !important' }}>
          <TimeAgo value={item.timestamp} />
        </Typography>
      </Stack>
      {children}
    </Stack>
  );
}

/** Who did it; "Someone" when the person is unknown (e.g. a deleted user). */
function useActor(person: FeedEntry['user']): string {
  const { t } = useTranslation();
  return personName(person) ?? t('support.feed.someone');
}

/**
 * Spec §4: "Closed shows a green remove icon, Opened a red tick icon." An opening after a closing
 * reads as a reopening.
 */
export function StatusChangeItem({ item, reopened = false }: { item: FeedEntry; reopened?: boolean }) {
  const { t } = useTranslation();
  const name = useActor(item.user);
  if (item.newState === 'Closed') {
    return (
      <EventRow
        item={item}
        icon={<RemoveIcon color="success" titleAccess={t('support.statuses.Closed')} />}
        text={t('support.feed.closed', { name })}
      />
    );
  }
  return (
    <EventRow
      item={item}
      icon={<CheckIcon color="error" titleAccess={t('support.statuses.Opened')} />}
      text={t(reopened ? 'support.feed.reopened' : 'support.feed.opened', { name })}
    />
  );
}

export function AssignmentItem({ item }: { item: FeedEntry }) {
  const { t } = useTranslation();
  const assigner = useActor(item.assigner);
  const assignee = personName(item.newAssignee);
  return (
    <EventRow
      item={item}
      icon={<PersonIcon color="action" fontSize="small" />}
      text={
        assignee
          ? t('support.feed.assigned', { assigner, assignee })
          : t('support.feed.unassigned', { assigner })
      }
    />
  );
}

export function PriorityChangeItem({ item }: { item: FeedEntry }) {
  const { t } = useTranslation();
  const name = useActor(item.user);
  const priority = item.newPriority ? t(`support.priorities.${item.newPriority}`) : '';
  return (
    <EventRow
      item={item}
      icon={<LowPriorityIcon color="action" fontSize="small" />}
      text={t('support.feed.priority', { name, priority })}
    />
  );
}

export function ReferenceItem({ item, tenantId }: { item: FeedEntry; tenantId: string | null }) {
  const { t } = useTranslation();
  const name = useActor(item.user ?? item.creator);
  return (
    <EventRow
      item={item}
      icon={<PlaylistAddIcon color="action" fontSize="small" />}
      text={t('support.feed.references', { name })}
    >
      <Stack sx={{ pl: 4 }}>
        <ReferenceList references={item.references} tenantId={tenantId} />
      </Stack>
    </EventRow>
  );
}

export function InvitationItem({ item }: { item: FeedEntry }) {
  const { t } = useTranslation();
  const name = useActor(item.invitedBy);
  return (
    <EventRow
      item={item}
      icon={<EmailOutlinedIcon color="action" fontSize="small" />}
      text={t('support.feed.invited', { name, email: item.externalPartyEmail ?? '' })}
    >
      {item.invitationDescription && (
        <Typography variant="body2" color="text.secondary" sx={{ pl: 4, whiteSpace: 'pre-wrap' }}>
          {item.invitationDescription}
        </Typography>
      )}
    </EventRow>
  );
}
