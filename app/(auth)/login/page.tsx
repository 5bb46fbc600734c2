export { default, metadata } from "../auth/page";
