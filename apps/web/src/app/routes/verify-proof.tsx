/** `/verify-proof` (public, `?idea=` optional): checks a proof of authorship in the browser. */
export { VerifyProofPage as Component } from '../../features/ideas/components/verify-proof-page';
