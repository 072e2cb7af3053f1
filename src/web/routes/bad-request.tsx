import { data } from 'react-router';

export function loader() {
  throw data(null, { status: 400 });
}

export default function BadRequest() {
  return null;
}
