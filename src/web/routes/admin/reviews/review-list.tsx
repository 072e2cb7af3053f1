// /administratorius/atsiliepimai/{slug}: the business's reviews with its figures; managers answer each once,
// the operator hides an abusive one with a reason (the author is told).
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminReview } from '../../../../contracts/reviews.ts';
import { buildRoute } from '../../../../contracts/routes.ts';
import {
  REVIEW_HIDE_REASON_MAX_LENGTH,
  REVIEW_REPLY_MAX_LENGTH,
} from '../../../../core/reviews/review-rules.ts';
import { Badge } from '../../../components/badge.tsx';
import { buttonClass } from '../../../components/button.tsx';
import { Card, EmptyState } from '../../../components/card.tsx';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { FieldMessage, inputClass, labelClass } from '../../../components/field.tsx';
import { StarIcon } from '../../../components/icons.tsx';
import { BusinessPage } from '../../../components/page-header.tsx';
import { formatRating, reviewCountLabel } from '../../../features/catalog/catalog-text.ts';
import { RatingStars } from '../../../features/catalog/rating-stars.tsx';
import { RatingBars } from '../../../features/catalog/business-reviews.tsx';
import { formatDay } from '../../../features/uploads/admin-format.ts';
import {
  formResult,
  formText,
  signedInOrRedirect,
  unknownIntent,
  valueOrThrow,
  intentPost,
} from '../../../lib/page-results.ts';
import { useIntentFetcher } from '../../../lib/use-intent-fetcher.ts';
import type { Route } from './+types/review-list';
import { adminPageMeta } from '../../../lib/page-meta.ts';

const PAGE_PARAM = 'puslapis';

export function meta({ loaderData }: Route.MetaArgs) {
  return adminPageMeta('Atsiliepimai', loaderData?.business.name);
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const user = signedInOrRedirect(context.user, request);
  const page = Math.max(1, Math.min(10_000, Number(new URL(request.url).searchParams.get(PAGE_PARAM)) || 1));
  return valueOrThrow(await context.services.reviews.adminList(user, params.slug, page), request);
}

/** Each intent: the form field posted to the service under the same name, and the message once it is done. */
const REVIEW_INTENTS = {
  reply: { field: 'reply', done: 'Atsakymas paskelbtas.' },
  hide: { field: 'reason', done: 'Atsiliepimas paslėptas, autoriui pranešta.' },
} as const;

export async function action({ context, request }: Route.ActionArgs) {
  const { user, form, intent } = await intentPost(context.user, request);
  const reviewId = formText(form, 'reviewId') ?? '';
  if (intent !== 'reply' && intent !== 'hide') return unknownIntent(request, intent);
  const { field, done } = REVIEW_INTENTS[intent];
  const result = await context.services.reviews[intent](user, reviewId, { [field]: formText(form, field) });
  return formResult(result, request, intent, done);
}

export const ErrorBoundary = AdminErrorView;

export default function ReviewList({ loaderData }: Route.ComponentProps) {
  const { business, items, total, page, pageSize, average, distribution, canReply, canHide, timeZone } =
    loaderData;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const visible = Object.values(distribution).reduce((sum, n) => sum + n, 0);
  const pageHref = (n: number) =>
    `${buildRoute('admin_reviews', { slug: business.slug })}?${PAGE_PARAM}=${n}`;
  return (
    <BusinessPage
      business={business}
      title="Atsiliepimai"
      description="Klientai vertina įvykusius vizitus. Į kiekvieną atsiliepimą galite atsakyti vieną kartą – atsakymas rodomas po juo jūsų puslapyje."
    >
      <Card title="Įvertinimas">
        {average === null ? (
          <p className="text-sm text-zinc-600">Atsiliepimų dar nėra.</p>
        ) : (
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-8">
            <div className="flex items-center gap-4">
              <span className="text-4xl font-bold text-zinc-900">{formatRating(average)}</span>
              <div>
                <RatingStars rating={average} size="size-5" />
                <p className="mt-1 text-sm text-zinc-600">{reviewCountLabel(visible)}</p>
              </div>
            </div>
            <RatingBars distribution={distribution} />
          </div>
        )}
      </Card>
      <Card title="Naujausi atsiliepimai" padded={false}>
        {items.length === 0 ? (
          <EmptyState icon={<StarIcon />} title="Atsiliepimų dar nėra">
            Po vizito klientai gali įvertinti paslaugą.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-stone-100" data-testid="admin-reviews">
            {items.map((review) => (
              <ReviewRow
                key={review.id}
                review={review}
                canReply={canReply}
                canHide={canHide}
                timeZone={timeZone}
              />
            ))}
          </ul>
        )}
      </Card>
      {pages > 1 ? (
        <nav aria-label="Puslapiai" className="flex items-center justify-between text-sm">
          {page > 1 ? (
            <Link to={pageHref(page - 1)} className={buttonClass('secondary')}>
              Ankstesni
            </Link>
          ) : (
            <span />
          )}
          <span className="text-zinc-600">
            {page} iš {pages}
          </span>
          {page < pages ? (
            <Link to={pageHref(page + 1)} className={buttonClass('secondary')}>
              Senesni
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </BusinessPage>
  );
}

function ReviewRow({
  review,
  canReply,
  canHide,
  timeZone,
}: {
  review: AdminReview;
  canReply: boolean;
  canHide: boolean;
  timeZone: string;
}) {
  const [hiding, setHiding] = useState(false);
  // The row owns the fetchers: a sent form disappears with the answer (the reply shows, the review is
  // hidden), and the outcome must still be told.
  const reply = useIntentFetcher({ intent: 'reply' });
  const hide = useIntentFetcher({ intent: 'hide', onSuccess: () => setHiding(false) });
  return (
    <li className="px-5 py-4 sm:px-6" data-testid="admin-review" data-review-id={review.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold text-zinc-900">{review.authorName}</span>
          <RatingStars rating={review.rating} size="size-4" />
          <span className="text-zinc-600">{formatDay(review.createdAt, timeZone)}</span>
          {review.editedAt ? <span className="text-zinc-600">(pataisytas)</span> : null}
        </p>
        {review.hidden ? <Badge tone="danger">Paslėptas</Badge> : null}
      </div>
      <p className="mt-1 text-xs text-zinc-600">
        {review.serviceName}, vizitas {formatDay(review.visitStart, timeZone)}
      </p>
      {review.comment ? (
        <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-zinc-800">
          {review.comment}
        </p>
      ) : (
        <p className="mt-2 text-sm text-zinc-500">Be komentaro.</p>
      )}
      {review.hidden ? (
        <p className="mt-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          Paslėpta {formatDay(review.hidden.at, timeZone)}. Priežastis: {review.hidden.reason}
        </p>
      ) : null}
      {review.reply ? (
        <div className="mt-3 rounded-xl bg-stone-50 px-3 py-2 text-sm">
          <p className="text-xs font-semibold text-zinc-900">
            Jūsų atsakymas, {formatDay(review.reply.repliedAt, timeZone)}
          </p>
          <p className="mt-1 break-words whitespace-pre-line text-zinc-700">{review.reply.text}</p>
        </div>
      ) : canReply && !review.hidden ? (
        <ReplyForm reviewId={review.id} sender={reply} />
      ) : null}
      {canHide && !review.hidden ? (
        hiding ? (
          <HideForm reviewId={review.id} sender={hide} onCancel={() => setHiding(false)} />
        ) : (
          <button
            type="button"
            onClick={() => setHiding(true)}
            className="mt-3 text-sm font-semibold text-red-700 hover:underline"
          >
            Paslėpti atsiliepimą
          </button>
        )
      ) : null}
    </li>
  );
}

type Sender = ReturnType<typeof useIntentFetcher>;

/**
 * A form about one review, posted with its `intent`: one labelled field (`name`), its message, then `footer`.
 */
function ReviewForm({
  reviewId,
  sender,
  intent,
  name,
  label,
  className,
  control,
  footer,
}: {
  reviewId: string;
  sender: Sender;
  intent: string;
  name: string;
  label: string;
  className: string;
  /** The field itself, given its wiring. */
  control: (props: { id: string; name: string; 'aria-invalid'?: true; className: string }) => ReactNode;
  footer: ReactNode;
}) {
  const { fetcher, fields, formError } = sender;
  const id = useId();
  return (
    <fetcher.Form method="post" className={className} noValidate>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="reviewId" value={reviewId} />
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {control({
        id,
        name,
        ...(fields[name] ? { 'aria-invalid': true as const } : {}),
        className: `mt-1 ${inputClass}`,
      })}
      <FieldMessage message={fields[name] ?? formError} />
      {footer}
    </fetcher.Form>
  );
}

function ReplyForm({ reviewId, sender }: { reviewId: string; sender: Sender }) {
  return (
    <ReviewForm
      reviewId={reviewId}
      sender={sender}
      intent="reply"
      name="reply"
      label="Atsakymas klientui"
      className="mt-3"
      control={(props) => (
        <textarea
          {...props}
          rows={2}
          maxLength={REVIEW_REPLY_MAX_LENGTH}
          placeholder="Ačiū, kad apsilankėte!"
        />
      )}
      footer={
        <>
          <p className="mt-1 text-xs text-zinc-600">
            Atsakyti galima vieną kartą; atsakymas bus matomas visiems.
          </p>
          <button type="submit" disabled={sender.busy} className={`mt-2 ${buttonClass('primary')}`}>
            {sender.busy ? 'Siunčiama…' : 'Atsakyti'}
          </button>
        </>
      }
    />
  );
}

function HideForm({
  reviewId,
  sender,
  onCancel,
}: {
  reviewId: string;
  sender: Sender;
  onCancel: () => void;
}) {
  const { busy } = sender;
  return (
    <ReviewForm
      reviewId={reviewId}
      sender={sender}
      intent="hide"
      name="reason"
      label="Kodėl slepiate? (autorius gaus šią priežastį)"
      className="mt-3 rounded-xl bg-red-50/50 p-3 ring-1 ring-red-100"
      control={(props) => <input {...props} maxLength={REVIEW_HIDE_REASON_MAX_LENGTH} />}
      footer={
        <div className="mt-2 flex gap-2">
          <button type="submit" disabled={busy} className={buttonClass('danger-solid')}>
            {busy ? 'Slepiama…' : 'Paslėpti'}
          </button>
          <button type="button" onClick={onCancel} disabled={busy} className={buttonClass('secondary')}>
            Atšaukti
          </button>
        </div>
      }
    />
  );
}
