import type { ReactNode, RefObject } from 'react';
import { Form, Link } from 'react-router';
import { Notice } from '../../components/notice.tsx';

/**
 * The frame of the sign-in, sign-up and password pages: one card on a soft brand background, a heading and
 * a short lead; `footer` sits under the card (links to the other auth pages).
 */
export function AuthPage({
  title,
  lead,
  icon,
  children,
  footer,
}: {
  title: string;
  lead?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex justify-center bg-gradient-to-b from-brand-50 via-stone-50 to-stone-50 px-4 pt-8 pb-16 sm:pt-14">
      <div className="w-full max-w-md">
        <section
          aria-labelledby="auth-title"
          className="rounded-2xl bg-white px-5 py-7 shadow-xl shadow-brand-900/5 ring-1 ring-zinc-900/5 sm:px-8 sm:py-9"
        >
          {icon ? (
            <div className="mb-5 grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
              {icon}
            </div>
          ) : null}
          <h1 id="auth-title" className="text-2xl font-semibold tracking-tight text-zinc-900">
            {title}
          </h1>
          {lead ? <div className="mt-2 text-[0.95rem] leading-relaxed text-zinc-600">{lead}</div> : null}
          <div className="mt-7">{children}</div>
        </section>
        {footer ? <div className="mt-6 text-center text-sm text-zinc-600">{footer}</div> : null}
      </div>
    </div>
  );
}

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      to={href}
      className="font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
    >
      {children}
    </Link>
  );
}

/** The form's own error (not a field's), with a way onward when there is one. */
export function FormErrorNotice({
  message,
  link,
  id,
}: {
  message: string | undefined;
  link?: { href: string; label: string } | undefined;
  id?: string;
}) {
  if (!message) return null;
  return (
    <div id={id}>
      <Notice tone="error">
        {message}
        {link ? (
          <>
            {' '}
            <a href={link.href} className="font-semibold underline underline-offset-2">
              {link.label}
            </a>
          </>
        ) : null}
      </Notice>
    </div>
  );
}

/** An auth page's form: posted to the page itself, with its refusal (and a way on, `link`) above the fields. */
export function AuthForm({
  formRef,
  formError,
  link,
  children,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  formError: string | undefined;
  link?: { href: string; label: string } | undefined;
  children: ReactNode;
}) {
  return (
    <Form ref={formRef} method="post" noValidate className="space-y-5">
      <FormErrorNotice message={formError} link={link} />
      {children}
    </Form>
  );
}
