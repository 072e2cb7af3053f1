/**
 * Tooltips on elements carrying tooltip content: `<Hint content="…"><Button>…</Button></Hint>`.
 * The child must be a React Aria Button/Link, or a plain DOM element with `plain` (it is then made focusable).
 */
import { cloneElement, type DOMAttributes, type ReactElement, type ReactNode } from 'react';
import {
  Focusable,
  OverlayArrow,
  Tooltip,
  TooltipTrigger,
  type FocusableElement,
} from 'react-aria-components';

export interface HintProps {
  content: ReactNode;
  children: ReactElement;
  placement?: 'top' | 'bottom' | 'start' | 'end';
  /** ms before showing on hover (focus shows at once). */
  delay?: number;
  /** The child is a plain DOM element (e.g. an icon in a <span>): wrap it so it can take focus. */
  plain?: boolean;
}

type PlainElement = ReactElement<DOMAttributes<FocusableElement> & { tabIndex?: number }, string>;

export function Hint({ content, children, placement = 'top', delay = 400, plain = false }: HintProps) {
  let trigger: ReactElement = children;
  if (plain) {
    const element = children as PlainElement;
    trigger = (
      <Focusable>
        {cloneElement(element, { tabIndex: element.props.tabIndex ?? 0 }) as PlainElement}
      </Focusable>
    );
  }
  return (
    <TooltipTrigger delay={delay} closeDelay={100}>
      {trigger}
      <Tooltip
        placement={placement}
        offset={8}
        className="shell-tooltip group max-w-64 rounded-lg bg-zinc-900 px-3 py-1.5 text-xs font-medium leading-snug text-white shadow-lg"
      >
        <OverlayArrow>
          <svg
            width={8}
            height={8}
            viewBox="0 0 8 8"
            className="fill-zinc-900 group-data-[placement=bottom]:rotate-180"
          >
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </Tooltip>
    </TooltipTrigger>
  );
}
