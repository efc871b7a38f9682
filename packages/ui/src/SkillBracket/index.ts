export { SkillBracket, type SkillBracketProps } from './SkillBracket';
