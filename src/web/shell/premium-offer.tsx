/**
 * The Premium offer, queued as `premium_modal`: the owner of a business on the Standard plan sees what
 * Premium adds at most once per browser session; the same dialog opens whenever a Standard business tries
 * a Premium feature (`openPremiumOffer(feature)`). The dialog's code loads only when it is about to open.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  premiumOfferShownKey,
  shouldOfferPremium,
  type PremiumFeature,
} from '../../core/billing/premium-features.ts';
import { useQueuedModal } from './modal-queue-host.tsx';
import { readStorage, writeStorage } from './storage.ts';
import { mayChangePlan } from '../../core/billing/monthly-fee.ts';

export const PREMIUM_MODAL_ID = 'premium_modal';

const loadDialog = () => import('./premium-offer-dialog.tsx');
const PremiumOfferDialog = lazy(loadDialog);

type OfferListener = (feature: PremiumFeature | null) => void;
const listeners = new Set<OfferListener>();
/** A request made before the admin layout's dialog was there to hear it (a page's first effects run first). */
let pendingRequest: { feature: PremiumFeature | null } | null = null;

/**
 * Opens the Premium offer now (not through the queue), naming the feature that was tried. Any page of the
 * admin area may call it; the admin layout shows the dialog.
 */
export function openPremiumOffer(feature: PremiumFeature | null = null): void {
  if (listeners.size === 0) pendingRequest = { feature };
  for (const listener of listeners) listener(feature);
}

export interface PremiumOfferBusiness {
  id: string;
  slug: string;
  role: string;
  planCode: string;
}

export function PremiumOffer({ business }: { business: PremiumOfferBusiness | null }) {
  const [queuedWanted, setQueuedWanted] = useState(false);
  const [tried, setTried] = useState<PremiumFeature | null>(null);
  const [askedOpen, setAskedOpen] = useState(false);
  const shownKey = business ? premiumOfferShownKey(business.id) : null;
  const role = business?.role ?? null;
  const planCode = business?.planCode ?? null;

  useEffect(() => {
    setQueuedWanted(
      shownKey !== null &&
        shouldOfferPremium({ role, planCode, shownFlag: readStorage('session', shownKey) }),
    );
  }, [role, planCode, shownKey]);

  const queued = useQueuedModal(PREMIUM_MODAL_ID, queuedWanted, () => {
    if (shownKey) writeStorage('session', shownKey, 'true');
  });

  useEffect(() => {
    const listener: OfferListener = (feature) => {
      setTried(feature);
      setAskedOpen(true);
    };
    listeners.add(listener);
    if (pendingRequest) {
      listener(pendingRequest.feature);
      pendingRequest = null;
    }
    return () => {
      listeners.delete(listener);
    };
  }, []);

  useEffect(() => {
    if (queuedWanted) void loadDialog();
  }, [queuedWanted]);

  const isOpen = queued.isOpen || askedOpen;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (isOpen) setShown(true);
  }, [isOpen]);

  if (!business || (!isOpen && !shown)) return null;
  return (
    <Suspense fallback={null}>
      <PremiumOfferDialog
        id={PREMIUM_MODAL_ID}
        isOpen={isOpen}
        slug={business.slug}
        mayChangePlan={mayChangePlan(business.role)}
        tried={tried}
        onClose={() => {
          queued.setOpen(false);
          setAskedOpen(false);
          setTried(null);
        }}
      />
    </Suspense>
  );
}
