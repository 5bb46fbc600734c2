declare module "wink-porter2-stemmer" {
  /** A lowercase English word's stem by the Porter2 ("english" Snowball) algorithm. */
  export default function stem(word: string): string;
}
