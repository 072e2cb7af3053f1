import { useId } from 'react';
import { REVIEW_COMMENT_MAX_LENGTH } from '../../../core/reviews/review-rules.ts';
import { FieldMessage, inputClass, labelClass, OptionalTextarea } from '../../components/field.tsx';

/** The optional review comment (posted as `comment`), with the server's message under it. */
export function CommentField({
  value,
  onChange,
  error,
  className = '',
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  className?: string;
}) {
  const id = useId();
  const errorId = useId();
  return (
    <div className={className}>
      <OptionalTextarea
        id={id}
        label="Komentaras"
        labelClassName={labelClass}
        name="comment"
        rows={4}
        maxLength={REVIEW_COMMENT_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Kas patiko, ką būtų galima padaryti geriau?"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`mt-1 ${inputClass}`}
      />
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}
