// A page's own form answer: its forms post through a fetcher, and without JavaScript the form posts the page
// itself, whose action answer then arrives as the route's `actionData`. Either way the page reads one answer.
import { useFetcher } from 'react-router';

type Answer<Action> = NonNullable<ReturnType<typeof useFetcher<Action>>['data']>;

export function usePageAnswer<Action>(actionData: Answer<Action> | undefined) {
  const fetcher = useFetcher<Action>();
  const answer: Answer<Action> | undefined = fetcher.data ?? actionData;
  return { fetcher, answer };
}
