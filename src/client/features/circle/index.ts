// The circle feature as pages compose it: the circle request, and the form that builds a first one.
export { useCircle } from "./api";
export { CircleForm } from "./components/circle-form";
