import AssignmentIcon from '@mui/icons-material/Assignment';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import DescriptionIcon from '@mui/icons-material/Description';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HandshakeIcon from '@mui/icons-material/Handshake';
import MoveUpIcon from '@mui/icons-material/MoveUp';
import NotificationsIcon from '@mui/icons-material/Notifications';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SpeedIcon from '@mui/icons-material/Speed';
import SummarizeIcon from '@mui/icons-material/Summarize';
import WebhookIcon from '@mui/icons-material/Webhook';
import Avatar from '@mui/material/Avatar';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { NotificationType } from '@paydesk/contracts/notifications/notifications.model';
import type { Notification } from '@paydesk/contracts/notifications/notifications.schemas';
import type { ComponentType } from 'react';

type Icon = ComponentType<SvgIconProps>;

const BY_TYPE: Record<NotificationType, Icon> = {
  PreCheckForm: FactCheckIcon,
  Proposal: RequestQuoteIcon,
  Agreement: HandshakeIcon,
  BoardingDocuments: DescriptionIcon,
  Task: AssignmentIcon,
  TicketCreated: ConfirmationNumberIcon,
  TicketEscalated: MoveUpIcon,
  TransactionVelocityAlert: SpeedIcon,
  ReportGenerated: SummarizeIcon,
  WebhookEndpointFailing: WebhookIcon,
};

/**
 * The `icon` field names a Material icon (spec §3). The names the server uses are drawn from this
 * small set (a whole icon font for a few names would be heavy); any other name falls back to the
 * type's icon.
 */
const BY_NAME: Readonly<Record<string, Icon>> = {
  fact_check: FactCheckIcon,
  request_quote: RequestQuoteIcon,
  handshake: HandshakeIcon,
  description: DescriptionIcon,
  assignment: AssignmentIcon,
  confirmation_number: ConfirmationNumberIcon,
  move_up: MoveUpIcon,
  speed: SpeedIcon,
  summarize: SummarizeIcon,
  webhook: WebhookIcon,
  notifications: NotificationsIcon,
};

/** The item's picture: its image when it has one, else its icon. Decorative: the title says it all. */
export function NotificationIcon({ item }: { item: Notification }) {
  if (item.image) return <Avatar src={item.image} alt="" sx={{ width: 36, height: 36 }} />;
  const Glyph = (item.icon && BY_NAME[item.icon]) || BY_TYPE[item.notificationType];
  return (
    <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <Glyph fontSize="small" aria-hidden />
    </Avatar>
  );
}
