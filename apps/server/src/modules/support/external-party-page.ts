import type { FeedItemType } from '@paydesk/contracts/support/support.model';
import { html, type PageTheme, page, trustedHtml } from '../identity';
import type { FeedItemRow } from './feed.repository';

/**
 * The outside party's page (see external-party.ts): the ticket's subject, its public conversation and
 * a comment form. Server-rendered with the identity pages' frame: every value is escaped by `html`,
 * no script at all, so it obeys the portal's content security policy.
 */

/** What an outside party may read: public comments and status changes, never internal notes or invitations. */
export const EXTERNAL_VISIBLE_TYPES: readonly FeedItemType[] = [
  'CustomerCommentItem',
  'TenantCommentItem',
  'PlatformCommentItem',
  'ExternalPartyCommentItem',
  'StatusChangeFeedItem',
];

// A wider card than the sign-in pages' (a conversation, not a form) and a textarea in the same style.
const PAGE_STYLES = trustedHtml(`<style>
.card{max-width:720px}
textarea{width:100%;min-height:120px;padding:10px 12px;border:1px solid #c4c4c4;border-radius:8px;font:inherit;color:inherit;resize:vertical}
textarea:focus{outline:2px solid var(--primary);outline-offset:1px;border-color:var(--primary)}
ol.feed{list-style:none;margin:16px 0;padding:0}
ol.feed li{border-top:1px solid #e6e6e6;padding:12px 0}
.who{font-weight:600;font-size:14px}
.when{color:#6b6b6b;font-size:13px;margin-left:8px}
.text{white-space:pre-wrap;word-break:break-word;margin:4px 0 0}
.state{color:#6b6b6b;font-size:14px;font-style:italic}
</style>`);

export interface ExternalPageModel {
  readonly theme: PageTheme;
  readonly ticketNumber: number;
  readonly subject: string;
  readonly description: string;
  readonly openedBy: string;
  readonly createdOn: Date;
  readonly status: string;
  readonly inviteeEmail: string;
  readonly items: readonly FeedItemRow[];
  readonly formAction: string;
  readonly error?: string;
  readonly draft?: string;
}

function authorOf(item: FeedItemRow): string {
  if (item.type === 'ExternalPartyCommentItem') return item.data.externalPartyEmail ?? 'Outside party';
  const name = `${item.actorFirstName ?? ''} ${item.actorLastName ?? ''}`.trim();
  return name || item.actorEmail || 'Paydesk';
}

const when = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function itemHtml(item: FeedItemRow) {
  if (item.type === 'StatusChangeFeedItem') {
    const state = item.data.newState === 'Closed' ? 'closed' : 'reopened';
    return html`<li><span class="state">${authorOf(item)} ${state} the ticket</span><span class="when">${when(item.createdAt)}</span></li>`;
  }
  return html`<li><span class="who">${authorOf(item)}</span><span class="when">${when(item.createdAt)}</span><p class="text">${item.content ?? ''}</p></li>`;
}

export function externalPartyPage(model: ExternalPageModel): string {
  const closed = model.status === 'Closed';
  return page(
    { title: `Ticket #${model.ticketNumber}`, theme: model.theme, head: PAGE_STYLES },
    html`<h1>${model.subject}</h1>
<p class="muted">Support ticket #${model.ticketNumber} · ${model.status}. You take part as ${model.inviteeEmail}.</p>
<ol class="feed">
<li><span class="who">${model.openedBy}</span><span class="when">${when(model.createdOn)}</span><p class="text">${model.description}</p></li>
${model.items.map(itemHtml)}
</ol>
${model.error ? html`<div class="alert alert-error" role="alert">${model.error}</div>` : null}
${
  closed
    ? html`<p class="muted">The ticket is closed, so no new comments can be added.</p>`
    : html`<form method="post" action="${model.formAction}">
<label for="content">Your comment</label>
<textarea id="content" name="content" maxlength="1000" required>${model.draft ?? ''}</textarea>
<button type="submit">Send comment</button>
</form>`
}`,
  );
}
