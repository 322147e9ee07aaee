/**
 * The command registry: every command by id, with its argument type. Menus, shortcuts, the palette,
 * the canvas and e2e refer to commands by these ids (a misspelt id does not type-check).
 */
import { addComponent, type AddComponentArgs } from './addComponent';
import { addMoreLikeThis, type AddMoreLikeThisArgs } from './addMoreLikeThis';
import { autoLayout } from './autoLayout';
import { connectPorts, type ConnectPortsArgs } from './connectPorts';
import { copy, cut } from './copy';
import { duplicate } from './duplicate';
import { redo, undo } from './history';
import { importJetstress, type ImportJetstressArgs } from './importJetstress';
import { moveComponents, type MoveComponentsArgs } from './moveComponents';
import { paste } from './paste';
import { removeSelection } from './removeSelection';
import { rename, type RenameArgs } from './rename';
import { resizeComponent, type ResizeComponentArgs } from './resizeComponent';
import { findByName, select, selectAll, type FindByNameArgs, type SelectArgs } from './select';
import { collapseBoxes, expandBoxes, setCollapsed, type SetCollapsedArgs } from './setCollapsed';
import { setDesignInfo, type SetDesignInfoArgs } from './setDesignInfo';
import { setLinkProperties, type SetLinkPropertiesArgs } from './setLinkProperties';
import { setPrices, type SetPricesArgs } from './setPrices';
import { setProperties, type SetPropertiesArgs } from './setProperties';
import { setWorkload, type SetWorkloadArgs } from './setWorkload';
import type { Command } from './types';

/** Argument type of each command (`void`: called without arguments). */
export interface CommandArgs {
  addComponent: AddComponentArgs;
  moveComponents: MoveComponentsArgs;
  resizeComponent: ResizeComponentArgs;
  setCollapsed: SetCollapsedArgs;
  collapseBoxes: void;
  expandBoxes: void;
  connectPorts: ConnectPortsArgs;
  setProperties: SetPropertiesArgs;
  setLinkProperties: SetLinkPropertiesArgs;
  rename: RenameArgs;
  removeSelection: void;
  copy: void;
  cut: void;
  paste: void;
  duplicate: void;
  addMoreLikeThis: AddMoreLikeThisArgs;
  select: SelectArgs;
  selectAll: void;
  findByName: FindByNameArgs;
  undo: void;
  redo: void;
  autoLayout: void;
  setWorkload: SetWorkloadArgs;
  setDesignInfo: SetDesignInfoArgs;
  setPrices: SetPricesArgs;
  importJetstress: ImportJetstressArgs;
}

/** A command id. */
export type CommandId = keyof CommandArgs;

/** Ids of commands that take no arguments (shortcuts and menus run these). */
export type VoidCommandId = { [K in CommandId]: CommandArgs[K] extends void ? K : never }[CommandId];

/** Every command, by id. */
export const commands: { readonly [K in CommandId]: Command<CommandArgs[K]> } = {
  addComponent,
  moveComponents,
  resizeComponent,
  setCollapsed,
  collapseBoxes,
  expandBoxes,
  connectPorts,
  setProperties,
  setLinkProperties,
  rename,
  removeSelection,
  copy,
  cut,
  paste,
  duplicate,
  addMoreLikeThis,
  select,
  selectAll,
  findByName,
  undo,
  redo,
  autoLayout,
  setWorkload,
  setDesignInfo,
  setPrices,
  importJetstress,
};
