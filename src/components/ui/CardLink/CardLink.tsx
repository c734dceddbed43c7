import { type CSSProperties, forwardRef, type ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import * as styles from './CardLink.css';

export interface CardLinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  /** The card's title text. */
  children?: ReactNode | undefined;
  className?: string | undefined;
  style?: CSSProperties | undefined;
}

/**
 * The title of a card as a link whose touch target is the whole card (a cabinet, a loop row, a weather
 * station): the card keeps its text selectable and its heading in the outline, and shows the link's focus
 * and press through `cardLinkStates` in its style. The card must be `position: relative`. Without `href` or
 * `onPress` it is the plain title: a list whose cards open nothing needs no second branch.
 */
export const CardLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, CardLinkProps>(function CardLink(
  { className, ...rest },
  ref,
) {
  if (rest.href === undefined && rest.onPress === undefined) return <>{rest.children}</>;
  return (
    <AriaLink
      {...rest}
      ref={ref}
      className={className ? `${styles.cardLink} ${className}` : styles.cardLink}
    />
  );
});
