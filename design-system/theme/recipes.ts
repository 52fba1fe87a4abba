import { statusBadgeRecipe } from '../StatusBadge/statusBadge.recipe';
import { exceptionSlotRecipe } from '../Exception/exception.recipe';
import { permissionButtonRecipe, permissionGateRecipe } from '../Permission/permission.recipe';
import { actionLinkSlotRecipe } from '../ActionLink/actionLink.recipe';
import { feedbackSlotRecipe } from '../Feedback/feedback.recipe';
import { tabBarSlotRecipe } from '../TabBar/tabBar.recipe';
import { notificationBadgeSlotRecipe } from '../NotificationBadge/notificationBadge.recipe';
import { dataTableSlotRecipe } from '../DataTable/dataTable.recipe';
import { formLayoutSlotRecipe } from '../Form/formLayout.recipe';
import { queryBarSlotRecipe } from '../QueryBar/queryBar.recipe';
import { lovModalSlotRecipe, lovSlotRecipe } from '../Lov/lov.recipe';
import { sheetGridSlotRecipe } from '../SheetGrid/sheetGrid.recipe';
import { conflictBannerSlotRecipe } from '../ConflictBanner/conflictBanner.recipe';

/** Recipes of the design-system components, registered in the theme by key. */
export const recipes = {
  statusBadge: statusBadgeRecipe,
  permissionGate: permissionGateRecipe,
  permissionButton: permissionButtonRecipe,
};

/** Slot recipes (components made of several parts), registered in the theme by key. */
export const slotRecipes = {
  formLayout: formLayoutSlotRecipe,
  queryBar: queryBarSlotRecipe,
  lov: lovSlotRecipe,
  lovModal: lovModalSlotRecipe,
  exception: exceptionSlotRecipe,
  actionLink: actionLinkSlotRecipe,
  feedback: feedbackSlotRecipe,
  tabBar: tabBarSlotRecipe,
  notificationBadge: notificationBadgeSlotRecipe,
  dataTable: dataTableSlotRecipe,
  sheetGrid: sheetGridSlotRecipe,
  conflictBanner: conflictBannerSlotRecipe,
};
