/**
 * Contact details that wrap the way people read them on a narrow phone: an e-mail address breaks at its
 * "@" and dots (a break inside a word only when one part alone is wider than the line), and a postcode
 * ("LT-01119") never splits at its hyphen.
 */
import { Fragment } from 'react';

/** An e-mail address with break opportunities before "@" and before each dot. */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className="[overflow-wrap:anywhere]">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

const POSTCODE = /\bLT-\d{5}\b/g;

/** An address whose postcodes stay on one line. */
export function AddressText({ address }: { address: string }) {
  const pieces: (string | { postcode: string })[] = [];
  let last = 0;
  for (const match of address.matchAll(POSTCODE)) {
    pieces.push(address.slice(last, match.index), { postcode: match[0] });
    last = match.index + match[0].length;
  }
  pieces.push(address.slice(last));
  return (
    <>
      {pieces.map((piece, index) =>
        typeof piece === 'string' ? (
          piece
        ) : (
          <span key={index} className="whitespace-nowrap">
            {piece.postcode}
          </span>
        ),
      )}
    </>
  );
}
