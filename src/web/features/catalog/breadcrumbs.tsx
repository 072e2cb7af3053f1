import { Fragment } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../components/icons.tsx';

/** The way down to this page from the home page; the last step (without `href`) is the page itself. */
export function Breadcrumbs({
  steps,
  className,
}: {
  steps: readonly { label: string; href?: string }[];
  className: string;
}) {
  return (
    <nav aria-label="Kelias iki puslapio" className={className}>
      <ol className="flex flex-wrap items-center gap-1">
        {steps.map((step, index) => (
          <Fragment key={step.href ?? step.label}>
            {index > 0 ? (
              <li aria-hidden="true">
                <ChevronRightIcon className="size-3.5" />
              </li>
            ) : null}
            <li>
              {step.href ? (
                <Link to={step.href} className="hover:text-brand-800 hover:underline">
                  {step.label}
                </Link>
              ) : (
                <span aria-current="page">{step.label}</span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
