import { Messages, isUuid } from '@app/contract';
import { notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../accounts/access.ts';
import { toVenueCard } from './venues.presenter.ts';
import * as repository from './venues.repository.ts';
import type { VenuesDeps } from './venues.deps.ts';

/** A customer's favourite listings: only a listing they may book (not their own) can be added. */
export function createVenueFavourites(
  deps: Pick<VenuesDeps, 'db'>,
  listing: { view: (id: string, viewer: undefined) => Promise<{ host: { userId: string } }> },
) {
  const { db } = deps;
  const { view } = listing;
  return {
    async addFavourite(user: AuthUser, venueId: string) {
      const venue = await view(venueId, undefined).catch(() => undefined);
      if (!venue || venue.host.userId === user.id) throw notFound(Messages.listingNotFound);
      await repository.addFavourite(db, user.id, venueId);
    },

    async removeFavourite(user: AuthUser, venueId: string) {
      if (!isUuid(venueId)) throw notFound(Messages.listingNotFound);
      await repository.removeFavourite(db, user.id, venueId);
    },

    async listFavourites(user: AuthUser) {
      return (await repository.listFavouriteVenues(db, user.id)).map(toVenueCard);
    },
  };
}
