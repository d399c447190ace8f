/**
 * Every stylesheet of the component library, for dialogs, panels and the private app. In the
 * `mantine` cascade layer, so that the app's own styles win whatever order they load in.
 */
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
