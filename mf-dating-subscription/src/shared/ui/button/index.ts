import styles from './button.module.css';

/** Class names of the remote's buttons and button-like links: primary (brand), secondary, inverse, link. */
export const buttonStyles = styles;
