/**
 * The mobile navigation drawer (island, hydrated on the menu button's first touch, focus or key press).
 * Built on the native modal <dialog>: the browser makes the rest of the page inert (focus stays inside),
 * closes it on Escape and restores focus to the menu button. The buttons are invokers (`commandfor`) and the
 * dialog closes on a click outside (`closedby="any"`), so where the browser supports those the drawer works
 * before hydration and without JavaScript. The handlers below do the same for browsers that do not, keep
 * aria-expanded in step (Header.astro's script keeps it in step before hydration) and close the drawer on a
 * link. `children` (the search form, static HTML from Astro) sits above the links.
 */
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';

export interface MobileNavItem {
  name: string;
  href: string;
  /** True for the current section; marked with aria-current="page". */
  current: boolean;
}

export default function MobileNav({
  items,
  children,
}: {
  items: readonly MobileNavItem[];
  children?: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  // The drawer may have opened natively before hydration (the tap that woke this island).
  useEffect(() => setOpen(dialog.current?.open ?? false), []);

  const show = () => {
    if (!dialog.current?.open) dialog.current?.showModal();
    setOpen(true);
  };
  const close = () => dialog.current?.close();
  // The panel fills the dialog box, so a click whose target is the dialog itself landed on the backdrop.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    <>
      <button
        type="button"
        onClick={show}
        command="show-modal"
        commandfor="mobile-nav"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="mobile-nav"
        className="inline-flex h-11 w-11 items-center justify-center rounded-md text-ink hover:bg-sunken"
      >
        <svg
          aria-hidden="true"
          width="24"
          height="24"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
        </svg>
        <span className="sr-only">Open menu</span>
      </button>
      {/* A click on the backdrop closes the drawer; keyboard users close it with Escape, native to <dialog>. */}
      {/* eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions */}
      <dialog
        id="mobile-nav"
        ref={dialog}
        aria-label="Menu"
        closedby="any"
        onClose={() => setOpen(false)}
        onClick={closeOnBackdrop}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-dvh w-[300px] max-w-full bg-card p-0 text-ink shadow-xl backdrop:bg-black/50 sm:w-[400px]"
      >
        <div className="flex h-full flex-col">
          <div className="flex h-16 items-center justify-between border-b border-line px-4">
            <span className="text-lg font-semibold">Menu</span>
            <button
              type="button"
              onClick={close}
              command="close"
              commandfor="mobile-nav"
              className="inline-flex h-11 w-11 items-center justify-center rounded-md hover:bg-sunken"
            >
              <svg
                aria-hidden="true"
                width="24"
                height="24"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
              </svg>
              <span className="sr-only">Close menu</span>
            </button>
          </div>
          <div className="overflow-y-auto p-4">
            {children}
            <nav aria-label="Main" className="mt-4">
              <ul className="space-y-1">
                {items.map((item) => (
                  <li key={item.href}>
                    <a
                      href={item.href}
                      onClick={close}
                      aria-current={item.current ? 'page' : undefined}
                      className={`block rounded-md px-3 py-3 text-base font-medium ${
                        item.current ? 'bg-brand-soft text-brand-strong' : 'text-ink hover:bg-sunken'
                      }`}
                    >
                      {item.name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      </dialog>
    </>
  );
}
