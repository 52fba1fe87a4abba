import {
  useChakraContext,
  type RecipeDefinition,
  type RecipeVariantMap,
  type RecipeVariantProps,
  type SlotRecipeConfig,
  type SystemContext,
  type SystemRecipeFn,
  type SystemSlotRecipeFn,
} from '@chakra-ui/react';

/** What {@link useSharedRecipe} answers for a recipe: what Chakra's `useRecipe` answers. */
export type RecipeFnOf<R extends RecipeDefinition> =
  R extends RecipeDefinition<infer T>
    ? SystemRecipeFn<RecipeVariantProps<R>, RecipeVariantMap<T>>
    : never;

/** What {@link useSharedSlotRecipe} answers for a recipe: what Chakra's `useSlotRecipe` answers. */
export type SlotRecipeFnOf<R extends SlotRecipeConfig> =
  R extends SlotRecipeConfig<infer S, infer T>
    ? SystemSlotRecipeFn<S, RecipeVariantProps<R>, RecipeVariantMap<T>>
    : never;

const compiled = new WeakMap<SystemContext, WeakMap<object, unknown>>();

function compiledOnce(system: SystemContext, recipe: object, compile: () => unknown): unknown {
  let bySystem = compiled.get(system);
  if (!bySystem) {
    bySystem = new WeakMap();
    compiled.set(system, bySystem);
  }
  if (!bySystem.has(recipe)) bySystem.set(recipe, compile());
  return bySystem.get(recipe);
}

/**
 * A design-system recipe (kept with its component, not in the theme), compiled once per Chakra
 * system. Chakra's `useRecipe({ recipe })` compiles it again for every element that renders it,
 * each copy with caches of its own: with 30 tabs open, about a thousand copies.
 */
export function useSharedRecipe<R extends RecipeDefinition>(recipe: R): RecipeFnOf<R> {
  const system = useChakraContext();
  // The type Chakra's own useRecipe declares for the same function.
  return compiledOnce(system, recipe, () => system.cva(recipe)) as RecipeFnOf<R>;
}

/** A design-system slot recipe compiled once per Chakra system: see {@link useSharedRecipe}. */
export function useSharedSlotRecipe<R extends SlotRecipeConfig>(recipe: R): SlotRecipeFnOf<R> {
  const system = useChakraContext();
  return compiledOnce(system, recipe, () => system.sva(recipe)) as SlotRecipeFnOf<R>;
}
