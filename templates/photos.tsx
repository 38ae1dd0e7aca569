// The shop's own photos (shop front, team, workbench, before/after pairs), where visitors look for trust.
// Each is optional: without it, the section keeps its one-column layout and shows nothing in its place.
import { baseOf, pictureKey, type Shop } from '../generator/site/index.ts';
import { Picture } from './picture.tsx';
import { usePage } from './context.tsx';

type Photo = NonNullable<Shop['photos']['shopFront']>;
type Pair = Shop['photos']['beforeAfter'][number];

/** A photo with its caption, or nothing when the shop has none here. */
export function PhotoFigure({ photo, className }: { photo: Photo | undefined; className?: string }) {
  const { shop, assets } = usePage();
  const picture = photo && assets.pictures.get(pictureKey('photo', photo.src));
  if (!photo || !picture) return null;
  return (
    <figure className={['photo', className].filter(Boolean).join(' ')}>
      <Picture picture={picture} alt={photo.alt} base={baseOf(shop)} />
      {photo.caption && <figcaption>{photo.caption}</figcaption>}
    </figure>
  );
}

/** Text beside a photo on wide screens, above it on phones; the text alone when there is no photo. */
export function WithPhoto({ photo, children }: { photo: Photo | undefined; children: React.ReactNode }) {
  if (!photo) return <>{children}</>;
  return (
    <div className="with-photo">
      <div>{children}</div>
      <PhotoFigure photo={photo} />
    </div>
  );
}

/** The before/after pairs of one service page. */
export function BeforeAfter({ pairs }: { pairs: readonly Pair[] }) {
  const { shop, assets } = usePage();
  return (
    <ul className="pairs" role="list">
      {pairs.map((pair) => (
        <li key={`${pair.before.src}|${pair.after.src}`}>
          <figure className="pair">
            <div className="pair-pictures">
              {(['before', 'after'] as const).map((side) => {
                const picture = assets.pictures.get(pictureKey('pair', pair[side].src));
                return (
                  picture && (
                    <div key={side} className="pair-side">
                      <Picture picture={picture} alt={pair[side].alt} base={baseOf(shop)} />
                      <span className="pair-label" aria-hidden="true">
                        {shop.ui[side]}
                      </span>
                    </div>
                  )
                );
              })}
            </div>
            <figcaption>{pair.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** A customer's photo beside their review; decorative, as their name is written next to it. */
export function Avatar({ src }: { src: string | undefined }) {
  const { shop, assets } = usePage();
  const picture = src && assets.pictures.get(pictureKey('avatar', src));
  if (!picture) return null;
  return <Picture picture={{ ...picture, width: 64, height: 64 }} alt="" base={baseOf(shop)} className="avatar" />;
}
