/** The dialogs of a user changing their dashboard, loaded together on the first opening of one. */
export { AddWidgetDialog } from './add-widget-dialog';
export { CategoriesDialog } from './categories-dialog';
export { MoveWidgetDialog } from './move-widget-dialog';
export { ShareWidgetDialog } from './share-widget-dialog';
