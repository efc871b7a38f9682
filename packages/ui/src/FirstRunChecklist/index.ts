export {
  FirstRunChecklist,
  firstRunSteps,
  type FirstRunChecklistProps,
  type FirstRunStep,
} from './FirstRunChecklist';
